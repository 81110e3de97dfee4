import SwippyCore
import SwippyTestSupport
import Testing

/// Random screens at every width from 20 to 120, colour off and on: the width rule always holds.
@Suite("ScreenRenderer properties")
struct ScreenRendererPropertyTests {
    @Test(arguments: Array(20...120))
    func randomScreens_neverExceedTheWidth_keepKeptCellsWhole_andColourMatchesPlain(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) * 7919)
        for _ in 0..<3 {
            let screen = RandomScreen(&generator)
            let plain = ScreenRenderer.render(screen.blocks, RenderContext(width: width))
            let coloured = ScreenRenderer.render(screen.blocks, RenderContext(width: width, colorEnabled: true))
            let plainText = plain.joined(separator: "\n")
            for line in plain + coloured {
                #expect(DisplayWidth.of(line) <= width, "\(width) columns: \"\(line)\"")
            }
            for token in screen.keptTokens {
                #expect(plain.contains { $0.contains(token) }, "\(width) columns: \(token) was cut:\n\(plainText)")
            }
            #expect(coloured.count == plain.count)
            for (colouredLine, plainLine) in zip(coloured, plain) {
                #expect(DisplayWidth.of(colouredLine) == DisplayWidth.of(plainLine))
                #expect(Self.words(Self.stripped(colouredLine)) == Self.words(plainLine))
            }
        }
    }

    @Test func aKeptTokenWiderThanTheScreen_getsItsOwnLineUncut() {
        let amount = "₹1,23,45,67,890.00 (₹1,23,45,67,890.00)"
        let lines = ScreenRenderer.render(
            [.table([.keepRight, .shrink, .keepRight], rows: [["1.", "Savings", Block.Cell(amount)]])],
            RenderContext(width: 20))
        #expect(lines == ["  1.  Savings", amount])
    }

    /// A pill's two padding spaces move inside its colour, so a coloured line only regroups spaces.
    static func words(_ line: String) -> [Substring] {
        line.split(separator: " ")
    }

    static func stripped(_ line: String) -> String {
        var result = ""
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
