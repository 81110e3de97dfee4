import Foundation

/// Lays a ``LineChart`` out to the context's width: braille dots (2 × 4 per character) on UTF-8, one "*" per
/// column in ASCII, joined vertically so the line has no gaps. Labels are plain text and never cut: a chart
/// too narrow for its labels drops the middle label first.
struct LineChartLayout {
    private let chart: LineChart
    private let context: RenderContext

    init(_ chart: LineChart, _ context: RenderContext) {
        self.chart = chart
        self.context = context
    }

    private static let indent = 2

    func lines() -> [String] {
        guard !chart.values.isEmpty else { return [] }
        let labels = [chart.topLabel, chart.middleLabel, chart.bottomLabel].map { $0 }
        let labelWidth = labels.map { DisplayWidth.of($0) }.max() ?? 0
        let columns = max(4, context.width - Self.indent - labelWidth - 2)
        let utf8 = context.utf8
        let grid = utf8 ? braille(columns: columns) : ascii(columns: columns)
        let pad = String(repeating: " ", count: Self.indent)
        var lines: [String] = []
        for (row, cells) in grid.enumerated() {
            let label: String =
                switch row {
                case 0: labels[0]
                case grid.count - 1: labels[2]
                case grid.count / 2: labels[1]
                default: ""
                }
            let padded = String(repeating: " ", count: labelWidth - DisplayWidth.of(label)) + label
            lines.append(pad + padded + (utf8 ? " ┤" : " |") + String(cells))
        }
        let gutter = pad + String(repeating: " ", count: labelWidth + 1)
        lines.append(gutter + axis(columns: columns))
        lines += dates(gutter: gutter + " ")
        let (upMark, downMark) = utf8 ? ("▲", "▼") : ("^", "v")
        lines += TextLayout.wrap(upMark + " " + chart.maxNote, indent: gutter.count + 1, context)
        lines += TextLayout.wrap(downMark + " " + chart.minNote, indent: gutter.count + 1, context)
        return lines.map { Self.trimmed($0) }
    }

    private static func trimmed(_ line: String) -> String {
        var text = line
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The column (0-based) where point `index` is drawn across `columns` columns.
    private func column(of index: Int, columns: Int) -> Int {
        chart.values.count > 1 ? index * (columns - 1) / (chart.values.count - 1) : 0
    }

    private func axis(columns: Int) -> String {
        let (high, low) = chart.extremes
        var marks = Array(repeating: context.utf8 ? Character("─") : Character("-"), count: columns)
        marks[column(of: low, columns: columns)] = context.utf8 ? "▼" : "v"
        marks[column(of: high, columns: columns)] = context.utf8 ? "▲" : "^"
        return (context.utf8 ? "└" : "+") + String(marks)
    }

    /// The first label under the axis's start and the last under its end; on two lines when they do not fit on one.
    private func dates(gutter: String) -> [String] {
        let first = chart.firstLabel
        let last = chart.lastLabel
        let room = context.width - DisplayWidth.of(gutter)
        let gap = room - DisplayWidth.of(first) - DisplayWidth.of(last)
        if gap >= 1 { return [gutter + first + String(repeating: " ", count: gap) + last] }
        let right = max(0, context.width - DisplayWidth.of(last))
        return [gutter + first, String(repeating: " ", count: right) + last]
    }

    /// The (dot) column and level of every point, with straight lines between neighbours: each point lands in its
    /// own column, so the highest and lowest are always drawn where the axis marks them.
    private func samples(columns: Int, levels: Int) -> [(x: Int, level: Int)] {
        guard let low = chart.values.min(), let high = chart.values.max() else { return [] }
        let points = chart.values.enumerated().map { index, value in
            (
                x: column(of: index, columns: columns),
                level: LineChart.level(value, low: low, high: high, levels: levels)
            )
        }
        var result: [(x: Int, level: Int)] = []
        for (index, point) in points.enumerated() {
            if index > 0 {
                let previous = points[index - 1]
                let span = point.x - previous.x
                if span > 1 {
                    for step in 1..<span {
                        result.append(
                            (previous.x + step, previous.level + (point.level - previous.level) * step / span))
                    }
                }
            }
            result.append(point)
        }
        return result
    }

    /// Rows of braille characters, top first; every dot column holds one resampled point.
    private func braille(columns: Int) -> [[Character]] {
        let rows = chart.height
        let levels = rows * 4
        var bits = Array(repeating: Array(repeating: UInt32(0), count: columns), count: rows)
        var previous: Int?
        for (x, level) in samples(columns: columns * 2, levels: levels) {
            for dot in min(level, previous ?? level)...max(level, previous ?? level) {
                let y = levels - 1 - dot
                bits[y / 4][x / 2] |= Self.dotBit(row: y % 4, right: x % 2 == 1)
            }
            previous = level
        }
        return bits.map { row in row.map { $0 == 0 ? " " : Character(Unicode.Scalar(0x2800 + $0) ?? " ") } }
    }

    private static func dotBit(row: Int, right: Bool) -> UInt32 {
        let left: [UInt32] = [0x01, 0x02, 0x04, 0x40]
        let rightBits: [UInt32] = [0x08, 0x10, 0x20, 0x80]
        return right ? rightBits[row] : left[row]
    }

    /// Rows of ASCII, top first: "*" at each column's point, "|" joining it to the previous column's.
    private func ascii(columns: Int) -> [[Character]] {
        let rows = chart.height
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        var previous: Int?
        for (x, level) in samples(columns: columns, levels: rows) {
            if let previous, previous != level {
                let step = previous < level ? 1 : -1
                for fill in stride(from: previous + step, to: level, by: step) where grid[rows - 1 - fill][x] == " " {
                    grid[rows - 1 - fill][x] = "|"
                }
            }
            grid[rows - 1 - level][x] = "*"
            previous = level
        }
        return grid
    }
}
