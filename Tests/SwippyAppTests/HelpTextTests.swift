import SwippyCore
import Testing

@testable import SwippyApp

/// `?` fits the terminal: a long help line wraps under its description, a short one is left alone.
@Suite("Help text: fitted to the width")
struct HelpTextTests {
    @Test func aLongCommandLine_wrapsUnderItsDescription() {
        let lines = HelpText.fitted("  /TEXT   search (s TEXT too; / alone clears)", RenderContext(width: 30))
        #expect(lines == ["  /TEXT   search (s TEXT too;", "          / alone clears)"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func aLongSentence_wrapsUnderItsIndent() {
        let lines = HelpText.fitted(
            "  Each option can also be opened by its word: cards, transfer", RenderContext(width: 30))
        #expect(lines == ["  Each option can also be", "  opened by its word: cards,", "  transfer"])
    }

    @Test func aLineThatFits_isLeftAlone() {
        #expect(
            HelpText.fitted(["  q, quit    quit Swippy", ""], RenderContext(width: 40)) == [
                "  q, quit    quit Swippy", "",
            ])
    }

    @Test func theDescriptionColumn_isAfterTheCommandsSpaces() {
        #expect(HelpText.descriptionColumn("  n / p    next page") == 11)
        #expect(HelpText.descriptionColumn("  A number opens that transaction.") == 2)
    }
}
