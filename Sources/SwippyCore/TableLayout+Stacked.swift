/// ``TableLayout``'s steps 4 and 5: rows stacked over a shared grid of kept cells, and rows flowed onto
/// continuation lines.
extension TableLayout {
    // MARK: - Stacked rows

    /// Step 4: every row's first cell on a line of its own (or, when it is narrow, a number, beside the first
    /// line of the grid), the other (kept) cells under it, as many columns to a line as fit at their widest, in
    /// the same places for every row. Nil when the table has other kinds of columns or detail lines, or a kept
    /// cell is wider than the room under a row.
    func stacked(_ natural: [Int]) -> [String]? {
        let rest = Array(columns.indices.dropFirst())
        guard !rest.isEmpty, rest.allSatisfy({ columns[$0].fit == .keep }), details.allSatisfy(\.isEmpty) else {
            return nil
        }
        let beside = natural[0] + Self.gap <= width / 3
        let starts = beside ? [indent + natural[0] + Self.gap] : [indent + 2, indent]
        let start = starts.first { $0 + span(rest, natural) <= width } ?? starts[0]
        var groups: [[Int]] = [[]]
        for index in rest {
            guard start + natural[index] <= width else { return nil }
            if let last = groups.last, !last.isEmpty, start + span(last + [index], natural) > width {
                groups.append([])
            }
            groups[groups.count - 1].append(index)
        }
        return rows.indices.flatMap { rowIndex in
            let row = rows[rowIndex]
            if notes.contains(rowIndex) { return noteLines(row) }
            return beside
                ? besideRow(row, groups, natural, start: start) : stackedRow(row, groups, natural, start: start)
        }
    }

    /// A row of the stacked grid whose first cell has a line of its own.
    func stackedRow(_ row: [Block.Cell], _ groups: [[Int]], _ natural: [Int], start: Int) -> [String] {
        let first = row[0]
        let head =
            DisplayWidth.of(first.text) <= width - indent
            ? [first.text] : pieces(first.text, columns[0].fit == .keep ? .wrap : columns[0].fit, width - indent)
        let named = head.filter { !$0.isEmpty }.map { piece in
            var line = StyledLine(indent: indent)
            line.append(piece, first.style)
            return line.rendered(context)
        }
        return named
            + groups.filter { $0.contains { !row[$0].text.isEmpty } }.map { group in
                var line = StyledLine(indent: start)
                gridCells(row, group, natural, into: &line)
                return line.rendered(context)
            }
    }

    /// A row of the stacked grid whose narrow first cell starts the grid's first line.
    func besideRow(_ row: [Block.Cell], _ groups: [[Int]], _ natural: [Int], start: Int) -> [String] {
        groups.enumerated().compactMap { number, group in
            guard number == 0 || group.contains(where: { !row[$0].text.isEmpty }) else { return nil }
            var line = StyledLine(indent: number == 0 ? indent : start)
            if number == 0 {
                line.append(row[0].text, row[0].style, padTo: natural[0], columns[0].alignment)
                line.spaces(Self.gap)
            }
            gridCells(row, group, natural, into: &line)
            return line.rendered(context)
        }
    }

    /// The cells of `group` side by side at their widest, aligned as their columns say.
    func gridCells(_ row: [Block.Cell], _ group: [Int], _ natural: [Int], into line: inout StyledLine) {
        for (place, index) in group.enumerated() {
            if place > 0 { line.spaces(Self.gap) }
            line.append(row[index].text, row[index].style, padTo: natural[index], columns[index].alignment)
        }
    }

    /// The columns `indices` side by side at their widest, with the gaps between them.
    func span(_ indices: [Int], _ natural: [Int]) -> Int {
        indices.map { natural[$0] }.reduce(0, +) + Self.gap * max(0, indices.count - 1)
    }

    // MARK: - Flowing rows

    /// A row too wide for aligned columns: cells left to right, a cell that does not fit the rest of
    /// the line starts a continuation line; kept cells are never cut.
    func flow(_ rowIndex: Int, _ natural: [Int]) -> [String] {
        if notes.contains(rowIndex) { return noteLines(rows[rowIndex]) }
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
}
