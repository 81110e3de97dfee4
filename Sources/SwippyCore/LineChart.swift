import Foundation
import SwippyText

/// A series of values over time to draw as a line chart (``Block/lineChart(_:)``) or as a one-line sparkline.
/// The caller formats every label (so the chart knows nothing of currencies or dates); the chart places them:
/// value labels on the y-axis (top = the highest value, bottom = the lowest), the first and last x labels under
/// the axis, and the highest and lowest points marked on the axis (▲ ▼, or ^ v in ASCII) with their notes.
public struct LineChart: Equatable, Sendable {
    /// The values, oldest first (at least one).
    public var values: [Decimal]
    /// Labels for the y-axis: the highest value, the middle of the range, the lowest value.
    public var topLabel: String
    public var middleLabel: String
    public var bottomLabel: String
    /// Under the axis: the first point's label (left) and the last point's (right).
    public var firstLabel: String
    public var lastLabel: String
    /// Notes for the marked highest and lowest points, e.g. "max 83.51 on 2 Nov 2026".
    public var maxNote: String
    public var minNote: String
    /// Rows of the plot (at least 3).
    public var height: Int

    /// A chart.
    public init(
        values: [Decimal], topLabel: String, middleLabel: String, bottomLabel: String, firstLabel: String,
        lastLabel: String, maxNote: String, minNote: String, height: Int = 8
    ) {
        self.values = values
        self.topLabel = topLabel
        self.middleLabel = middleLabel
        self.bottomLabel = bottomLabel
        self.firstLabel = firstLabel
        self.lastLabel = lastLabel
        self.maxNote = maxNote
        self.minNote = minNote
        self.height = max(3, height)
    }

    /// The index of the first highest value, and of the first lowest.
    public var extremes: (max: Int, min: Int) {
        var high = 0
        var low = 0
        for (index, value) in values.enumerated() {
            if value > values[high] { high = index }
            if value < values[low] { low = index }
        }
        return (high, low)
    }

    /// The chart with `transform` applied to every label and note (the renderer's safe text, or ASCII).
    func mapLabels(_ transform: (String) -> String) -> LineChart {
        var mapped = self
        for path in [
            \LineChart.topLabel, \.middleLabel, \.bottomLabel, \.firstLabel, \.lastLabel, \.maxNote, \.minNote,
        ] {
            mapped[keyPath: path] = transform(self[keyPath: path])
        }
        return mapped
    }

    /// `values` resampled to `count` points by straight lines between neighbours (first and last kept).
    static func resampled(_ values: [Decimal], count: Int) -> [Decimal] {
        guard let first = values.first, count > 0 else { return [] }
        guard values.count > 1, count > 1 else { return Array(repeating: first, count: count) }
        return (0..<count).map { point in
            let position = Decimal(point * (values.count - 1)) / Decimal(count - 1)
            var whole = Decimal()
            var exact = position
            NSDecimalRound(&whole, &exact, 0, .down)
            let index = min(values.count - 1, NSDecimalNumber(decimal: whole).intValue)
            guard index + 1 < values.count else { return values[index] }
            return values[index] + (values[index + 1] - values[index]) * (position - whole)
        }
    }

    /// The level (0 = lowest … `levels` − 1 = highest) of `value` between `low` and `high`; the middle when flat.
    static func level(_ value: Decimal, low: Decimal, high: Decimal, levels: Int) -> Int {
        guard high > low, levels > 1 else { return (levels - 1) / 2 }
        var scaled = (value - low) / (high - low) * Decimal(levels - 1)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return min(levels - 1, max(0, NSDecimalNumber(decimal: rounded).intValue))
    }

    /// The values as one line of `width` characters: "▁▂▄▇█" on UTF-8, "_.-~^" in ASCII. Empty without values.
    public static func sparkline(_ values: [Decimal], width: Int, utf8: Bool) -> String {
        let marks: [Character] = utf8 ? Array("▁▂▃▄▅▆▇█") : Array("_.-~^")
        let points = resampled(values, count: max(1, width))
        guard let low = points.min(), let high = points.max() else { return "" }
        return String(points.map { marks[level($0, low: low, high: high, levels: marks.count)] })
    }
}
