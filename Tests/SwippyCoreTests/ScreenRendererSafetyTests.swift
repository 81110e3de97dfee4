import SwippyText
import Testing

@testable import SwippyCore

/// Text from a file reaches the terminal only through the renderer, which makes every block safe first.
@MainActor
@Suite("ScreenRenderer: text from files is made safe")
struct ScreenRendererSafetyTests {
    private let context = RenderContext(width: 80)

    private func output(_ blocks: [Block], colour: Bool = false) -> String {
        ScreenRenderer.render(blocks, RenderContext(width: 80, colorEnabled: colour)).joined(separator: "\n")
    }

    @Test func escapeSequencesInAnyBlock_neverReachTheTerminal() {
        let hostile = "Millennia\u{1B}]52;c;cGF5bWU=\u{7}\u{1B}[2J\u{1B}]0;pwned\u{7}\u{1B}[?1049h"
        let blocks: [Block] = [
            .title(hostile), .section(hostile), .text(hostile), .notice(hostile), .error(hostile),
            .fields([Block.Field(hostile, hostile), Block.Field("Due", .pill(hostile, .bad))]),
            .table([.shrink, .keepRight], rows: [[Block.Cell(hostile), Block.Cell(hostile)]]),
            .cards([
                Block.Card(
                    number: 1, title: hostile, network: hostile, amount: hostile, status: .pill(hostile, .bad),
                    details: [hostile])
            ]),
            .menu([Block.MenuItem(hostile, key: hostile, detail: hostile)]),
            .commands([Block.Command(hostile, hostile)]),
        ]
        let plain = output(blocks)
        #expect(!plain.contains("\u{1B}"))
        #expect(!plain.contains("\u{7}"))
        #expect(plain.contains("Millennia"))
        let coloured = output(blocks, colour: true)
        #expect(!coloured.contains("]52;"))
        #expect(!coloured.contains("[2J"))
        #expect(!coloured.contains("[?1049h"))
    }

    @Test func carriageReturnsAndBackspaces_cannotOverwriteAnAmount() {
        let lines = ScreenRenderer.render(
            [.fields([Block.Field("Due", "₹5,999.99 due\u{8}\u{8}\u{8}PAID\rX")])], context)
        let text = lines.joined()
        #expect(!text.contains("\u{8}"))
        #expect(!text.contains("\r"))
        #expect(text.contains("₹5,999.99"))
    }

    @Test func aHugeName_isCappedBeforeLayout_at200InACell_and1000InASentence() {
        let name = String(repeating: "A", count: 300_000)
        let cell = ScreenRenderer.render([.table([.wrap], rows: [[Block.Cell(name)]])], context)
        #expect(cell.joined().filter { $0 != " " }.count == SafeText.displayLimit)
        let sentence = ScreenRenderer.render([.text(name)], context)
        #expect(sentence.joined().filter { $0 != " " }.count == SafeText.sentenceLimit)
    }

    @Test func theAppsOwnSentence_longerThan200_isWrappedWhole_neverCut() {
        let warning =
            "Blocking cannot be undone: the card stops working at once for purchases and cash, and its credit is no "
            + "longer available. Its bill can still be paid (cards, then Pay now). Type your transaction PIN to "
            + "block it, or b to step back."
        #expect(warning.count > SafeText.displayLimit)
        for width in [80, 60, 40] {
            for block in [Block.text(warning, indent: 2), .notice(warning), .error(warning)] {
                let lines = ScreenRenderer.render([block], RenderContext(width: width))
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
                let words = lines.flatMap { $0.split(separator: " ") }.filter { $0 != "Error:" }
                #expect(words == warning.split(separator: " "), "every word, in order, at \(width)")
            }
        }
    }

    @Test func predrawnLines_passUnchanged() {
        let chart = "\u{1B}[32m▇▇▇\u{1B}[0m"
        #expect(ScreenRenderer.render([.lines([chart])], RenderContext(width: 80, colorEnabled: true)) == [chart])
    }
}
