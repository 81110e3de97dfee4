import SwippyCore
import SwippyTestSupport
import Testing

@Suite("Bar chart block")
struct BarChartTests {
    static let spending: [Block.Bar] = [
        Block.Bar("Jun 2026", value: 1_240_000, amount: "₹12,400.00"),
        Block.Bar("Jul 2026", value: 310_050, amount: "₹3,100.50"),
        Block.Bar("Aug 2026", value: 0, amount: "₹0.00"),
        Block.Bar("Sep 2026", value: 2_480_000, amount: "₹24,800.00", tone: .bad),
        Block.Bar("Oct 2026", value: 1, amount: "₹0.01"),
        Block.Bar("Nov 2026", value: 1_860_000, amount: "₹18,600.00"),
    ]

    static func variants() -> [RenderContext] {
        [true, false].flatMap { utf8 in
            Snapshot.variants.map { RenderContext(width: $0.width, colorEnabled: $0.colorEnabled, utf8: utf8) }
        }
    }

    @Test func snapshot_at80And40Columns_utf8AndASCII_colourOffAndOn() {
        let lines = Self.variants().flatMap { context in
            [
                "── \(context.width) columns, colour \(context.colorEnabled ? "on" : "off"), "
                    + "\(context.utf8 ? "UTF-8" : "ASCII") ──"
            ]
                + ScreenRenderer.render([.barChart(Self.spending)], context)
        }
        #expect(Snapshot.check(lines, named: "bar-chart") == nil)
    }

    @Test func narrowScreen_stacksEachBarUnderItsLabelAndAmount() {
        let bars = [Block.Bar("A very long month label", value: 5, amount: "₹1,23,45,678.00")]
        let lines = ScreenRenderer.render([.barChart(bars)], RenderContext(width: 20, utf8: true))
        #expect(lines == ["  A very long month label", "    ₹1,23,45,678.00", "    ████████████████"])
    }

    @Test(arguments: Array(20...90))
    func everyWidth_keepsLabelsAndAmountsWhole_andFits(width: Int) {
        for utf8 in [true, false] {
            let context = RenderContext(width: width, utf8: utf8)
            let text = ScreenRenderer.render([.barChart(Self.spending)], context).joined(separator: "\n")
            for bar in Self.spending {
                #expect(text.contains(bar.label))
                #expect(text.contains(bar.amount))
            }
            for line in text.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= width, "\(line) is wider than \(width)")
            }
        }
    }

    @Test func colouredLines_areAsWideAsPlainOnes() {
        let plain = ScreenRenderer.render([.barChart(Self.spending)], RenderContext(width: 60, utf8: true))
        let coloured = ScreenRenderer.render(
            [.barChart(Self.spending)], RenderContext(width: 60, colorEnabled: true, utf8: true))
        #expect(plain.map { DisplayWidth.of($0) } == coloured.map { DisplayWidth.of($0) })
        #expect(coloured[3].contains("\u{1B}[31m"))
        #expect(!plain.joined().contains("\u{1B}"))
    }

    @Test func bars_areInProportion_largestFillsTheRoom_tinyShowsAMark_zeroShowsNone() {
        let bars = [
            Block.Bar("a", value: 100, amount: "100"), Block.Bar("b", value: 50, amount: "50"),
            Block.Bar("c", value: 1, amount: "1"), Block.Bar("d", value: 0, amount: "0"),
            Block.Bar("e", value: -7, amount: "-7"),
        ]
        let ascii = ScreenRenderer.render([.barChart(bars)], RenderContext(width: 30))
        // 30 - indent 2 - label 1 - gaps 4 - amount 3 = 20 columns of bar.
        #expect(
            ascii == [
                "  a  " + String(repeating: "#", count: 20) + "  100",
                "  b  " + String(repeating: "#", count: 10) + String(repeating: " ", count: 13) + "50",
                "  c  #" + String(repeating: " ", count: 23) + "1",
                "  d  " + String(repeating: " ", count: 24) + "0",
                "  e  " + String(repeating: " ", count: 23) + "-7",
            ])
        let unicode = ScreenRenderer.render([.barChart(bars)], RenderContext(width: 30, utf8: true))
        // 1/100 of 20 columns is 1.6 eighths: rounded to two ("▎").
        #expect(unicode[2].hasPrefix("  c  ▎ "))
        #expect(unicode[1].hasPrefix("  b  " + String(repeating: "█", count: 10) + " "))
    }

    @Test func hugeValues_doNotOverflow() {
        let bars = [Block.Bar("a", value: .max, amount: "max"), Block.Bar("b", value: .max / 2, amount: "half")]
        let lines = ScreenRenderer.render([.barChart(bars)], RenderContext(width: 30))
        #expect(lines[0].filter { $0 == "#" }.count == 19)
        // .max / 2 is just under half of .max: 9.49… of 19 columns rounds to 9.
        #expect(lines[1].filter { $0 == "#" }.count == 9)
    }

    @Test func textFromAFile_isMadeSafe() {
        let bars = [Block.Bar("Jun\u{1B}[2J", value: 1, amount: "₹1\u{1B}]0;x\u{07}")]
        let text = ScreenRenderer.render([.barChart(bars)], RenderContext(width: 40)).joined()
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
    }

    @Test func noBars_drawNothing() {
        #expect(ScreenRenderer.render([.barChart([])], RenderContext(width: 40)).isEmpty)
    }
}
