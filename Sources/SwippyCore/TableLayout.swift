/// Lays out rows of cells in columns to a width, by ``Block``'s rule, trying in turn:
/// 1. columns aligned, wrap columns narrowed (down to 12) and wrapped inside their column;
/// 2. wrap columns moved under their row, shrink columns shortened with "…" (down to 8);
/// 3. each row flowed onto continuation lines: a cell that does not fit the rest of a line starts the
///    next one; kept cells are never cut.
struct TableLayout {
    static let gap = 2
    static let shrinkFloor = 8
    static let wrapFloor = 12

    let columns: [Block.Column]
    let rows: [[Block.Cell]]
    /// Per row, parts of a detail line drawn under it (the card list); may be empty.
    let details: [[String]]
    let indent: Int
    let context: RenderContext

    init(
        _ columns: [Block.Column], rows: [[Block.Cell]], details: [[String]] = [], indent: Int, _ context: RenderContext
    ) {
        let count = max(columns.count, rows.map(\.count).max() ?? 0)
        self.columns = (0..<count).map { $0 < columns.count ? columns[$0] : .shrink }
        self.rows = rows.map { $0 + Array(repeating: Block.Cell(""), count: count - $0.count) }
        self.details = details
        self.indent = max(0, indent)
        self.context = context
    }

    func lines() -> [String] {
        guard !rows.isEmpty else { return [] }
        let natural = naturalWidths()
        if let widths = fitted(natural, wrapBelow: false, shrinking: false) {
            return render(widths, wrapBelow: false)
        }
        let wrapBelow = columns.contains { $0.fit == .wrap }
        if let widths = fitted(natural, wrapBelow: wrapBelow, shrinking: true) {
            return render(widths, wrapBelow: wrapBelow)
        }
        return rows.indices.flatMap { flow($0, natural) }
    }

    // MARK: - Fitting

    private var width: Int { context.width }

    private func naturalWidths() -> [Int] {
        columns.indices.map { index in
            rows.map { DisplayWidth.of($0[index].text) }.max() ?? 0
        }
    }

    /// Where continuation lines start: under the second column when the first is narrow (a number).
    private func continuationIndent(_ natural: [Int]) -> Int {
        guard columns.count > 1, natural[0] + Self.gap <= width / 3 else { return indent + 2 }
        return indent + natural[0] + Self.gap
    }

    private func isActive(_ index: Int, wrapBelow: Bool) -> Bool {
        !(wrapBelow && columns[index].fit == .wrap)
    }

    /// Column widths that fit the screen, or nil when even the narrowest allowed do not. Wrap columns
    /// narrow first; shrink columns only when `shrinking`.
    private func fitted(_ natural: [Int], wrapBelow: Bool, shrinking: Bool) -> [Int]? {
        var widths = natural
        let active = columns.indices.filter { isActive($0, wrapBelow: wrapBelow) }
        var excess = indent + active.map { widths[$0] }.reduce(0, +) + Self.gap * max(0, active.count - 1) - width
        for fit in shrinking ? [Block.Column.Fit.wrap, .shrink] : [.wrap] where excess > 0 {
            let floor = fit == .wrap ? Self.wrapFloor : Self.shrinkFloor
            let candidates = active.filter { columns[$0].fit == fit }
            while excess > 0 {
                guard
                    let widest = candidates.filter({ widths[$0] > min(natural[$0], floor) })
                        .max(by: { widths[$0] < widths[$1] })
                else { break }
                widths[widest] -= 1
                excess -= 1
            }
        }
        return excess > 0 ? nil : widths
    }

    // MARK: - Aligned rows

    private func render(_ widths: [Int], wrapBelow: Bool) -> [String] {
        let natural = naturalWidths()
        let below = continuationIndent(natural)
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            let pieces = columns.indices.map { index in
                isActive(index, wrapBelow: wrapBelow)
                    ? self.pieces(row[index].text, columns[index].fit, widths[index]) : []
            }
            let height = max(1, pieces.map(\.count).max() ?? 0)
            for lineIndex in 0..<height {
                var line = StyledLine(indent: indent)
                var first = true
                for index in columns.indices where isActive(index, wrapBelow: wrapBelow) {
                    if !first { line.spaces(Self.gap) }
                    first = false
                    let text = lineIndex < pieces[index].count ? pieces[index][lineIndex] : ""
                    line.append(text, row[index].style, padTo: widths[index], columns[index].alignment)
                }
                lines.append(line.rendered(context))
            }
            for index in columns.indices where !isActive(index, wrapBelow: wrapBelow) && !row[index].text.isEmpty {
                lines += wrapLines(row[index], at: below)
            }
            lines += detailLines(rowIndex, at: below)
        }
        return lines
    }

    private func pieces(_ text: String, _ fit: Block.Column.Fit, _ width: Int) -> [String] {
        switch fit {
        case .keep: [text]
        case .shrink: [TextLayout.truncate(text, to: width, ellipsis: context.ellipsis)]
        case .wrap: text.isEmpty ? [] : TextLayout.wrapped(text, width: width)
        }
    }

    private func wrapLines(_ cell: Block.Cell, at start: Int) -> [String] {
        TextLayout.wrapped(cell.text, width: width - start).map { piece in
            var line = StyledLine(indent: start)
            line.append(piece, cell.style)
            return line.rendered(context)
        }
    }

    // MARK: - Flowing rows

    /// A row too wide for aligned columns: cells left to right, a cell that does not fit the rest of
    /// the line starts a continuation line; kept cells are never cut.
    private func flow(_ rowIndex: Int, _ natural: [Int]) -> [String] {
        let start = continuationIndent(natural)
        var lines: [String] = []
        var line = StyledLine(indent: indent)
        func breakLine(at next: Int) {
            if !line.isBlank { lines.append(line.rendered(context)) }
            line = StyledLine(indent: next)
        }
        for (index, cell) in rows[rowIndex].enumerated() where !cell.text.isEmpty {
            let gap = line.isBlank ? 0 : Self.gap
            let cellWidth = DisplayWidth.of(cell.text)
            if line.width + gap + cellWidth <= width {
                line.spaces(gap)
                line.append(cell.text, cell.style)
                continue
            }
            switch cell.isPill ? .keep : columns[index].fit {
            case .shrink:
                let room = width - line.width - gap
                if room < min(cellWidth, Self.shrinkFloor) { breakLine(at: start) }
                let gapNow = line.isBlank ? 0 : Self.gap
                line.spaces(gapNow)
                line.append(
                    TextLayout.truncate(cell.text, to: width - line.width, ellipsis: context.ellipsis), cell.style)
            case .wrap:
                breakLine(at: start)
                lines += wrapLines(cell, at: start)
                line = StyledLine(indent: start)
            case .keep:
                let preferred = lines.isEmpty && line.isBlank ? [indent, 0] : [start, indent, 0]
                breakLine(at: Self.keptIndent(cellWidth, preferred: preferred, width: width))
                line.append(cell.text, cell.style)
            }
        }
        breakLine(at: start)
        return lines + detailLines(rowIndex, at: start)
    }

    /// The first of `preferred` indents at which `columns` fit the width (0 when none does).
    static func keptIndent(_ columns: Int, preferred: [Int], width: Int) -> Int {
        preferred.first { $0 + columns <= width } ?? 0
    }

    // MARK: - Detail lines

    /// Parts joined with " · ", breaking between parts; a part is wrapped only when wider than the screen.
    private func detailLines(_ rowIndex: Int, at start: Int) -> [String] {
        guard rowIndex < details.count, !details[rowIndex].isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var currentIndent = start
        for part in details[rowIndex] where !part.isEmpty {
            let candidate = current.isEmpty ? part : current + " · " + part
            if currentIndent + DisplayWidth.of(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(String(repeating: " ", count: currentIndent) + current) }
            let partWidth = DisplayWidth.of(part)
            currentIndent = Self.keptIndent(partWidth, preferred: [start, indent, 0], width: width)
            if partWidth > width {
                lines += TextLayout.wrapped(part, width: width)
                current = ""
                currentIndent = start
            } else {
                current = part
            }
        }
        if !current.isEmpty { lines.append(String(repeating: " ", count: currentIndent) + current) }
        return lines
    }
}
