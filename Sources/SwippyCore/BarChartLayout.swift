/// Lays out a ``Block/barChart(_:)``: labels in one column, bars in proportion to the largest value,
/// amounts right-aligned in the last column. Labels and amounts are never cut; only bars shrink.
struct BarChartLayout {
    /// Bars are at most this wide, however wide the screen.
    static let widestBar = 50
    /// Fewer columns than this for the bars: each bar goes on its own line.
    static let narrowestBar = 4
    /// Unicode eighths of a cell, from one eighth to seven.
    private static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    let bars: [Block.Bar]
    let context: RenderContext
    let indent = 2

    init(_ bars: [Block.Bar], _ context: RenderContext) {
        self.bars = bars
        self.context = context
    }

    func lines() -> [String] {
        guard !bars.isEmpty else { return [] }
        let labelWidth = bars.map { DisplayWidth.of($0.label) }.max() ?? 0
        let amountWidth = bars.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let gap = TableLayout.gap
        let room = context.width - indent - labelWidth - gap - gap - amountWidth
        guard room >= Self.narrowestBar else { return stacked(labelWidth: labelWidth, amountWidth: amountWidth) }
        let barWidth = min(room, Self.widestBar)
        return bars.map { bar in
            var line = StyledLine(indent: indent)
            line.append(bar.label, .plain, padTo: labelWidth, .left)
            line.spaces(gap)
            line.append(drawn(bar, cells: barWidth), .tone(bar.tone), padTo: barWidth, .left)
            line.spaces(gap)
            line.append(bar.amount, .plain, padTo: amountWidth, .right)
            return line.rendered(context)
        }
    }

    /// Each bar on its own line under "label  amount" (or under the label, the amount on a line of its
    /// own, when even those two do not fit side by side).
    private func stacked(labelWidth: Int, amountWidth: Int) -> [String] {
        let gap = TableLayout.gap
        let barWidth = min(max(1, context.width - indent - 2), Self.widestBar)
        return bars.flatMap { bar -> [String] in
            var lines: [String] = []
            var line = StyledLine(indent: indent)
            line.append(bar.label)
            if indent + DisplayWidth.of(bar.label) + gap + DisplayWidth.of(bar.amount) <= context.width {
                line.spaces(gap)
                line.append(bar.amount)
                lines.append(line.rendered(context))
            } else {
                lines.append(line.rendered(context))
                let amountIndent = TableLayout.keptIndent(
                    DisplayWidth.of(bar.amount), preferred: [indent + 2, indent, 0], width: context.width)
                var amountLine = StyledLine(indent: amountIndent)
                amountLine.append(bar.amount)
                lines.append(amountLine.rendered(context))
            }
            var barLine = StyledLine(indent: indent + 2)
            barLine.append(drawn(bar, cells: barWidth), .tone(bar.tone))
            let rendered = barLine.rendered(context)
            if !barLine.isBlank { lines.append(rendered) }
            return lines
        }
    }

    /// The bar `cells` columns at most, in eighths of a cell on UTF-8 and whole "#" otherwise.
    /// A positive value always shows at least the smallest mark, so it never looks like zero.
    func drawn(_ bar: Block.Bar, cells: Int) -> String {
        let largest = bars.map(\.value).max() ?? 0
        guard bar.value > 0, largest > 0, cells > 0 else { return "" }
        let steps = context.utf8 ? 8 : 1
        let scaled = Self.scaled(bar.value, of: largest, steps: Int64(cells * steps))
        let length = max(1, scaled)
        guard context.utf8 else { return String(repeating: "#", count: length) }
        let partial = length % 8
        return String(repeating: "█", count: length / 8) + (partial == 0 ? "" : Self.eighths[partial - 1])
    }

    /// `value / largest * steps`, rounded half up, without overflow (`value ≤ largest`).
    static func scaled(_ value: Int64, of largest: Int64, steps: Int64) -> Int {
        let product = value.multipliedFullWidth(by: steps)
        let (quotient, remainder) = largest.dividingFullWidth((high: product.high, low: product.low))
        let roundUp = remainder.magnitude >= (largest.magnitude - remainder.magnitude)
        return Int(quotient) + (roundUp ? 1 : 0)
    }
}
