import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@Suite("LineChart: a line chart and sparklines in the terminal")
struct LineChartTests {
    /// 30 days rising, a dip at day 9 (the lowest) and a peak at day 21 (the highest).
    static let values: [Decimal] = (0..<30).map { day in
        let base = Decimal(8200 + day * 5)
        let bump: Decimal = day == 9 ? -120 : (day == 21 ? 160 : 0)
        return (base + bump) / 100
    }

    static let chart = LineChart(
        values: values, topLabel: "83.81", middleLabel: "82.76", bottomLabel: "81.72",
        firstLabel: "22 Oct 2026", lastLabel: "20 Nov 2026",
        maxNote: "max 83.81 on 11 Nov 2026", minNote: "min 81.72 on 31 Oct 2026", height: 6)

    static func screen(_ context: RenderContext) -> [String] {
        ScreenRenderer.render([.title("INR per 1 USD"), .blank, .lineChart(chart)], context)
    }

    @Test func wholeScreens_at80And40Columns_UTF8AndASCII() {
        let contexts = [
            RenderContext(width: 80, utf8: true), RenderContext(width: 40, utf8: true),
            RenderContext(width: 80, utf8: false), RenderContext(width: 40, utf8: false),
        ]
        let lines = contexts.flatMap { context in
            ["── \(context.width) columns, \(context.utf8 ? "UTF-8" : "ASCII") ──"] + Self.screen(context)
        }
        #expect(Snapshot.check(lines, named: "line-chart") == nil)
    }

    @Test func everyLine_fitsTheWidth_andASCIIHasNoOtherCharacter() {
        for width in [20, 33, 40, 57, 80, 120] {
            for utf8 in [true, false] {
                let lines = Self.screen(RenderContext(width: width, utf8: utf8))
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width)")
                if !utf8 { #expect(lines.allSatisfy { $0.allSatisfy(\.isASCII) }, "width \(width)") }
            }
        }
    }

    @Test func theHighestAndLowestPoints_areMarkedOnTheAxis_inTheirColumns() {
        let lines = ScreenRenderer.render([.lineChart(Self.chart)], RenderContext(width: 80, utf8: false))
        let axis = lines[Self.chart.height]
        let start = axis.distance(from: axis.startIndex, to: axis.firstIndex(of: "+") ?? axis.startIndex) + 1
        let columns = axis.count - start
        let up = axis.distance(from: axis.startIndex, to: axis.firstIndex(of: "^") ?? axis.startIndex) - start
        let down = axis.distance(from: axis.startIndex, to: axis.firstIndex(of: "v") ?? axis.startIndex) - start
        #expect(up == 21 * (columns - 1) / 29)
        #expect(down == 9 * (columns - 1) / 29)
        // The top row holds the peak's "*" in that column, the bottom row the dip's.
        let top = Array(lines[0])
        let bottom = Array(lines[Self.chart.height - 1])
        #expect(top[start + up] == "*")
        #expect(bottom[start + down] == "*")
    }

    @Test func aFlatSeries_isDrawnInTheMiddle_andOnePointStillDraws() {
        let flat = LineChart(
            values: [5, 5, 5], topLabel: "5", middleLabel: "5", bottomLabel: "5", firstLabel: "a",
            lastLabel: "b", maxNote: "max", minNote: "min", height: 4)
        let lines = ScreenRenderer.render([.lineChart(flat)], RenderContext(width: 30, utf8: false))
        #expect(lines[2] == "  5 |" + String(repeating: "*", count: 25))
        #expect(lines[0] == "  5 |")
        var one = flat
        one.values = [7]
        #expect(ScreenRenderer.render([.lineChart(one)], RenderContext(width: 30)).count == 4 + 4)
    }

    @Test func sparklines_riseWithTheValues() {
        #expect(LineChart.sparkline([1, 2, 3, 4, 5, 6, 7, 8], width: 8, utf8: true) == "▁▂▃▄▅▆▇█")
        #expect(LineChart.sparkline([5, 4, 3, 2, 1], width: 5, utf8: false) == "^~-._")
        #expect(LineChart.sparkline([3, 3], width: 4, utf8: false) == "----")
        #expect(LineChart.sparkline([], width: 4, utf8: true) == "")
    }

    @Test func labelsFromAFile_areMadeSafe() {
        var hostile = Self.chart
        hostile.maxNote = "max \u{1B}[2J"
        let lines = ScreenRenderer.render([.lineChart(hostile)], RenderContext(width: 80))
        #expect(!lines.joined().contains("\u{1B}"))
    }
}
