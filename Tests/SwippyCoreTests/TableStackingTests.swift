import SwippyCore
import Testing

@Suite("Tables of amounts too wide for a row keep each amount in one column")
struct TableStackingTests {
    static let columns: [Block.Column] = [.shrink, .keepRight, .keepRight, .keepRight]
    static let rows: [[Block.Cell]] = [
        ["", "Limit", "Used", "Available"],
        ["Millennia Credit Card ••3456", "₹1,50,000.00", "₹242.33", "₹1,49,757.67"],
        ["Flipkart Axis Bank Card ••4321", "₹75,000.00", "₹5,999.99", "₹69,000.01"],
    ].map { $0.map { Block.Cell($0) } }

    /// The display column where `text` ends on each line that has it.
    static func ends(_ text: String, in lines: [String]) -> [Int] {
        lines.compactMap { line in line.range(of: text).map { DisplayWidth.of(String(line[..<$0.upperBound])) } }
    }

    @Test func atFortyColumns_eachNameHasALine_andTheAmountsShareOneGridUnderIt() {
        let lines = ScreenRenderer.render([.table(Self.columns, rows: Self.rows)], RenderContext(width: 40))
        #expect(
            lines == [
                "         Limit       Used     Available",
                "  Millennia Credit Card ••3456",
                "  ₹1,50,000.00    ₹242.33  ₹1,49,757.67",
                "  Flipkart Axis Bank Card ••4321",
                "    ₹75,000.00  ₹5,999.99    ₹69,000.01",
            ])
        #expect(Set(Self.ends("Limit", in: lines) + Self.ends("₹75,000.00", in: lines)).count == 1)
        #expect(Set(Self.ends("Available", in: lines) + Self.ends("₹69,000.01", in: lines)).count == 1)
    }

    @Test func aNarrowFirstColumn_staysBesideTheGrid_andLongerRowsTakeTwoLines() {
        let rows: [[Block.Cell]] = [
            ["Month", "EMI", "Principal", "Interest", "Balance"],
            ["1", "₹43,391.16", "₹7,974.49", "₹35,416.67", "₹49,92,025.51"],
        ].map { $0.map { Block.Cell($0) } }
        let lines = ScreenRenderer.render(
            [.table([.keep, .keepRight, .keepRight, .keepRight, .keepRight], rows: rows)], RenderContext(width: 40))
        #expect(lines.count == 4)
        #expect(lines[2].hasPrefix("  1      ₹43,391.16"))
        #expect(Set(Self.ends("Interest", in: lines) + Self.ends("₹35,416.67", in: lines)).count == 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }
}
