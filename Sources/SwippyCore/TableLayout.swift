/// Lays out rows of cells in columns to a width, by ``Block``'s rule, trying in turn:
/// 1. columns aligned, wrap columns narrowed (down to 12) and wrapped inside their column;
/// 2. wrap columns moved under their row, shrink columns shortened with "…" (down to 8);
/// 3. the same with the `movesBelow` columns under their row too, so what stays (a name, an amount) still
///    lines up; two or more cells under a row share its lines, joined by " · ";
/// 4. for a table whose other columns are all kept (amounts), each row's first cell on a line of its own and
///    the other cells under it in one grid every row shares, so an amount keeps its column at any width;
/// 5. each row flowed onto continuation lines: a cell that does not fit the rest of a line starts the
///    next one; kept cells are never cut.
///
/// A column with a ``Block/Column/listWidth`` is measured over the whole list, not the rows given, so every
/// page of a list is laid out the same way. A note row (text in its first cell only, the others empty: "+2
/// more", "Not in the total: 1 blocked or inactive card") is not measured: it spans the table, wrapped.
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
        self.notes = Self.noteRows(self.columns, self.rows, details)
    }

    /// The note rows: text in the first cell only, drawn across the table and not measured.
    let notes: Set<Int>

    /// The rows with text in the first (not kept) column only and no detail line; none when every row is one.
    private static func noteRows(_ columns: [Block.Column], _ rows: [[Block.Cell]], _ details: [[String]]) -> Set<Int> {
        guard columns.count > 1, columns[0].fit != .keep else { return [] }
        let notes = Set(
            rows.indices.filter { index in
                rows[index].dropFirst().allSatisfy(\.text.isEmpty)
                    && !(index < details.count && !details[index].isEmpty)
            })
        return notes.count == rows.count ? [] : notes
    }

    func lines() -> [String] {
        guard !rows.isEmpty else { return [] }
        let natural = naturalWidths()
        if let widths = fitted(natural, under: [], shrinking: false) {
            return render(widths, under: [])
        }
        let wrapped = Set(columns.indices.filter { columns[$0].fit == .wrap })
        if let widths = fitted(natural, under: wrapped, shrinking: true) {
            return render(widths, under: wrapped)
        }
        let moved = wrapped.union(columns.indices.filter { columns[$0].movesBelow })
        if moved != wrapped, let widths = fitted(natural, under: moved, shrinking: true) {
            return render(widths, under: moved)
        }
        if let stacked = stacked(natural) { return stacked }
        return rows.indices.flatMap { flow($0, natural) }
    }

    // MARK: - Fitting

    var width: Int { context.width }

    /// Each column's widest cell, notes aside; a column measured over the whole list (`listWidth`) takes that
    /// width, or its widest kept cell when wider (a kept cell is never cut).
    private func naturalWidths() -> [Int] {
        let measured = rows.indices.filter { !notes.contains($0) }.map { rows[$0] }
        return columns.indices.map { index in
            let widest = measured.map { DisplayWidth.of($0[index].text) }.max() ?? 0
            guard let listWidth = columns[index].listWidth else { return widest }
            return columns[index].fit == .keep ? max(listWidth, widest) : listWidth
        }
    }

    /// A note row across the table, wrapped at the table's indent.
    func noteLines(_ row: [Block.Cell]) -> [String] {
        row[0].text.isEmpty ? [""] : wrapLines(row[0], at: indent)
    }

    /// Where continuation lines start: under the second column when the first is narrow (a number).
    func continuationIndent(_ natural: [Int]) -> Int {
        guard columns.count > 1, natural[0] + Self.gap <= width / 3 else { return indent + 2 }
        return indent + natural[0] + Self.gap
    }

    /// False for a column drawn under its row (`under`) rather than in it.
    private func isActive(_ index: Int, under: Set<Int>) -> Bool {
        !under.contains(index)
    }

    /// Column widths that fit the screen, or nil when even the narrowest allowed do not. Wrap columns
    /// narrow first; shrink columns only when `shrinking`.
    private func fitted(_ natural: [Int], under: Set<Int>, shrinking: Bool) -> [Int]? {
        var widths = natural
        let active = columns.indices.filter { isActive($0, under: under) }
        var excess = indent + active.map { widths[$0] }.reduce(0, +) + Self.gap * max(0, active.count - 1) - width
        for fit in shrinking ? [Block.Column.Fit.wrap, .shrink] : [.wrap] where excess > 0 {
            let candidates = active.filter { columns[$0].fit == fit }
            while excess > 0 {
                guard
                    let widest = candidates.filter({ widths[$0] > min(natural[$0], floor($0)) })
                        .max(by: { widths[$0] < widths[$1] })
                else { break }
                widths[widest] -= 1
                excess -= 1
            }
        }
        return excess > 0 ? nil : widths
    }

    /// The fewest columns column `index` is narrowed to: its own `shortest`, else 12 for wrap and 8 for shrink.
    private func floor(_ index: Int) -> Int {
        columns[index].shortest ?? (columns[index].fit == .wrap ? Self.wrapFloor : Self.shrinkFloor)
    }

    // MARK: - Aligned rows

    private func render(_ widths: [Int], under: Set<Int>) -> [String] {
        let natural = naturalWidths()
        let below = continuationIndent(natural)
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            if notes.contains(rowIndex) {
                lines += noteLines(row)
                continue
            }
            let pieces = columns.indices.map { index in
                isActive(index, under: under)
                    ? self.pieces(row[index].text, columns[index].fit, widths[index]) : []
            }
            let height = max(1, pieces.map(\.count).max() ?? 0)
            for lineIndex in 0..<height {
                var line = StyledLine(indent: indent)
                var first = true
                for index in columns.indices where isActive(index, under: under) {
                    if !first { line.spaces(Self.gap) }
                    first = false
                    let text = lineIndex < pieces[index].count ? pieces[index][lineIndex] : ""
                    line.append(text, row[index].style, padTo: widths[index], columns[index].alignment)
                }
                lines.append(line.rendered(context))
            }
            let movedColumns = under.sorted().filter { !row[$0].text.isEmpty }
            let moved = movedColumns.map { row[$0] }
            if moved.count == 1, let cell = moved.first, columns[movedColumns[0]].fit != .shrink {
                lines += wrapLines(cell, at: below)
            } else if let line = shortenedLine(movedColumns, row, at: below) {
                lines.append(line)
            } else {
                lines += joinedLines(moved.map(\.text), at: below)
            }
            lines += detailLines(rowIndex, at: below)
        }
        return lines
    }

    func pieces(_ text: String, _ fit: Block.Column.Fit, _ width: Int) -> [String] {
        switch fit {
        case .keep: [text]
        case .shrink: [TextLayout.truncate(text, to: width, ellipsis: context.ellipsis)]
        case .wrap: text.isEmpty ? [] : TextLayout.wrapped(text, width: width)
        }
    }

    func wrapLines(_ cell: Block.Cell, at start: Int) -> [String] {
        TextLayout.wrapped(cell.text, width: width - start).map { piece in
            var line = StyledLine(indent: start)
            line.append(piece, cell.style)
            return line.rendered(context)
        }
    }

    /// The cells of `indices` under their row on one line, joined by " · ", when they have a shrink cell and no
    /// wrap cell and fit once the shrink cells are shortened (down to 8 columns): so a row moved under keeps to
    /// two lines however long its note. Nil otherwise.
    private func shortenedLine(_ indices: [Int], _ row: [Block.Cell], at start: Int) -> String? {
        let fits = indices.map { columns[$0].fit }
        guard fits.contains(.shrink), !fits.contains(.wrap) else { return nil }
        var widths = indices.map { DisplayWidth.of(row[$0].text) }
        var excess = start + widths.reduce(0, +) + 3 * (indices.count - 1) - width
        while excess > 0 {
            guard
                let widest = indices.indices.filter({ fits[$0] == .shrink && widths[$0] > floor(indices[$0]) })
                    .max(by: { widths[$0] < widths[$1] })
            else { return nil }
            widths[widest] -= 1
            excess -= 1
        }
        var line = StyledLine(indent: start)
        for (place, index) in indices.enumerated() {
            if place > 0 { line.append(" · ") }
            line.append(pieces(row[index].text, fits[place], widths[place]).first ?? "", row[index].style)
        }
        return line.rendered(context)
    }

    // MARK: - Detail lines

    /// The detail parts of row `rowIndex` (the card list), joined under it.
    func detailLines(_ rowIndex: Int, at start: Int) -> [String] {
        guard rowIndex < details.count else { return [] }
        return joinedLines(details[rowIndex], at: start)
    }

    /// `parts` joined with " · " from column `start`, breaking between parts; a part is wrapped only when wider
    /// than the screen.
    private func joinedLines(_ parts: [String], at start: Int) -> [String] {
        guard !parts.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var currentIndent = start
        for part in parts where !part.isEmpty {
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
