import Testing

@testable import SwippyCore

@Suite("LineEditorDisplay")
struct LineEditorDisplayTests {
    private func state(_ text: String, cursorFromEnd: Int = 0) -> LineEditorState {
        var state = LineEditorState()
        for character in text { _ = state.apply(.character(character)) }
        for _ in 0..<cursorFromEnd { _ = state.apply(.left) }
        return state
    }

    @Test func aShortLine_isPromptAndTextWithTheCursorAfterTheCursorsCharacters() {
        let display = LineEditorDisplay(
            prompt: "Choose an option > ", state: state("cards", cursorFromEnd: 2), width: 80)
        #expect(display == LineEditorDisplay(row: "Choose an option > cards", cursorColumn: 22))
    }

    @Test func wideCharacters_takeTwoColumns() {
        let display = LineEditorDisplay(prompt: "Name > ", state: state("日本語x", cursorFromEnd: 1), width: 80)
        #expect(display.row == "Name > 日本語x")
        #expect(display.cursorColumn == 7 + 6)
    }

    @Test func withEchoOff_theTextIsNeverShown() {
        let display = LineEditorDisplay(prompt: "PIN > ", state: state("4826"), width: 80, echo: false)
        #expect(display == LineEditorDisplay(row: "PIN > ", cursorColumn: 6))
    }

    @Test func aLineWiderThanTheRow_scrollsToKeepTheCursorInside_andLeavesTheLastColumnFree() {
        let text = String(repeating: "abcdefghij", count: 5)
        let atEnd = LineEditorDisplay(prompt: "> ", state: state(text), width: 20)
        #expect(atEnd.row == "> " + String(text.suffix(17)))
        #expect(atEnd.cursorColumn == 19)
        let atStart = LineEditorDisplay(prompt: "> ", state: state(text, cursorFromEnd: 50), width: 20)
        #expect(atStart.row == "> " + String(text.prefix(17)))
        #expect(atStart.cursorColumn == 2)
    }

    @Test func aWideCharacterThatDoesNotFit_isLeftOut_neverHalfDrawn() {
        let display = LineEditorDisplay(prompt: "> ", state: state("abcdefgh日本", cursorFromEnd: 10), width: 12)
        // 11 usable columns, 9 after the prompt: "abcdefgh" (8) and not half of 日.
        #expect(display.row == "> abcdefgh")
        #expect(DisplayWidth.of(display.row) <= 11)
    }

    @Test func aPromptWiderThanTheRow_isShortenedFromTheLeft() {
        let prompt = String(repeating: "long words ", count: 10) + "> "
        let display = LineEditorDisplay(prompt: prompt, state: state("abc"), width: 40)
        #expect(display.row.hasPrefix("…"))
        #expect(display.row.hasSuffix("words > abc"))
        #expect(DisplayWidth.of(display.row) <= 39)
        #expect(display.cursorColumn == DisplayWidth.of(display.row))
    }

    @Test func aPromptThatFits_isNeverCut_andTheTextScrollsInWhatIsLeft() {
        let prompt = "Choose a transaction (1-23) > "
        let display = LineEditorDisplay(prompt: prompt, state: state("12345678901234"), width: 40)
        #expect(display.row.hasPrefix(prompt), "30 columns fit a 40-column row")
        #expect(display.row == prompt + "678901234")
        #expect(display.cursorColumn == 39)
        let typed = LineEditorDisplay(prompt: prompt, state: state(""), width: 32)
        #expect(typed.row == prompt)
    }

    @Test func aPromptCutWhereOnlyASCIIMayBeDrawn_startsWithThreeDots() {
        let prompt = String(repeating: "long words ", count: 10) + "> "
        let display = LineEditorDisplay(prompt: prompt, state: state("abc"), width: 40, ellipsis: "...")
        #expect(display.row.hasPrefix("..."))
        #expect(display.row.utf8.allSatisfy { $0 < 0x80 })
        #expect(DisplayWidth.of(display.row) <= 39)
    }

    @Test(arguments: [1, 2, 5, 10, 30, 80])
    func everyRowFitsItsWidth_andTheCursorIsOnIt(width: Int) {
        let prompt = "Choose a beneficiary (1-12) > "
        for cursorFromEnd in [0, 3, 20] {
            let display = LineEditorDisplay(
                prompt: prompt, state: state("日本語 and more text here", cursorFromEnd: cursorFromEnd), width: width)
            let usable = max(width, 4) - 1
            #expect(DisplayWidth.of(display.row) <= usable)
            #expect(display.cursorColumn <= usable)
        }
    }
}
