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

    @Test func aHugeName_isCappedBeforeLayout() {
        let name = String(repeating: "A", count: 300_000)
        let lines = ScreenRenderer.render([.text(name)], context)
        #expect(lines.joined().count < 300)
    }

    @Test func predrawnLines_passUnchanged() {
        let chart = "\u{1B}[32m▇▇▇\u{1B}[0m"
        #expect(ScreenRenderer.render([.lines([chart])], RenderContext(width: 80, colorEnabled: true)) == [chart])
    }
}
