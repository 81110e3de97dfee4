extension ScreenRenderer {
    // MARK: - Fields

    /// Labels in one column (at most half the screen), values beside them, wrapped under themselves.
    /// A kept value too wide to sit beside its label, or any value when fewer than 12 columns are left
    /// beside the labels, goes on the lines under its label instead (indented 2 more).
    static func fieldLines(_ fields: [Block.Field], indent: Int, _ context: RenderContext) -> [String] {
        let width = context.width
        let longest = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let labelWidth = min(longest, max(TableLayout.shrinkFloor, (width - indent) / 2))
        let valueStart = indent + labelWidth + TableLayout.gap
        var lines: [String] = []
        for field in fields {
            var line = StyledLine(indent: indent)
            line.append(
                TextLayout.truncate(field.label, to: labelWidth, ellipsis: context.ellipsis), .plain, padTo: labelWidth,
                .left)
            line.spaces(TableLayout.gap)
            let valueWidth = DisplayWidth.of(field.value.text)
            if valueStart + valueWidth > width, field.keep || width - valueStart < TableLayout.wrapFloor {
                lines.append(line.rendered(context))
                lines += valueLines(field, under: indent + 2, context)
                continue
            }
            let pieces =
                field.keep ? [field.value.text] : TextLayout.wrapped(field.value.text, width: width - valueStart)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { line = StyledLine(indent: valueStart) }
                line.append(piece, field.value.style)
                lines.append(line.rendered(context))
            }
        }
        return lines
    }

    private static func valueLines(_ field: Block.Field, under start: Int, _ context: RenderContext) -> [String] {
        let valueWidth = DisplayWidth.of(field.value.text)
        let indent =
            field.keep
            ? TableLayout.keptIndent(valueWidth, preferred: [start, start - 2, 0], width: context.width) : start
        let pieces =
            field.keep ? [field.value.text] : TextLayout.wrapped(field.value.text, width: context.width - start)
        return pieces.map { piece in
            var line = StyledLine(indent: indent)
            line.append(piece, field.value.style)
            return line.rendered(context)
        }
    }

    // MARK: - Cards

    static func cardLines(_ cards: [Block.Card], _ context: RenderContext) -> [String] {
        let rows = cards.map { card -> [Block.Cell] in
            ["\(card.number).", Block.Cell(card.title), Block.Cell(card.network), Block.Cell(card.amount), card.status]
        }
        let columns: [Block.Column] = [.keepRight, .shrink, .keep, .keepRight, .keep]
        return TableLayout(columns, rows: rows, details: cards.map(\.details), indent: 2, context).lines()
    }

    // MARK: - Menu

    /// A menu with keys or details: "  1.  Payment cards  (cards)  Your cards, dues and statements", the details
    /// wrapped beside the titles while each takes at most two lines; otherwise each detail goes under its title,
    /// every title line laid out alike.
    private static func menuTableLines(_ items: [Block.MenuItem], first: Int, _ context: RenderContext) -> [String] {
        let rows = items.enumerated().map { index, item -> [Block.Cell] in
            ["\(first + index).", Block.Cell(item.title), Block.Cell(item.key.map { "(\($0))" } ?? "")]
        }
        let widths = (0..<3).map { column in rows.map { DisplayWidth.of($0[column].text) }.max() ?? 0 }
        let gap = TableLayout.gap
        let room = context.width - 2 - widths.reduce(0, +) - 3 * gap
        let details = items.map { $0.detail ?? "" }
        let besideFits =
            room >= TableLayout.wrapFloor
            && details.allSatisfy { $0.isEmpty || TextLayout.wrapped($0, width: room).count <= 2 }
        if besideFits {
            return TableLayout(
                [.keepRight, .shrink, .keep, .wrap], rows: zip(rows, details).map { $0 + [Block.Cell($1)] }, indent: 2,
                context
            ).lines()
        }
        let columns: [Block.Column] = [
            Block.Column.keepRight.measured(widths[0]), Block.Column.shrink.measured(widths[1]),
            Block.Column.keep.measured(widths[2]),
        ]
        let under = 2 + widths[0] + gap
        return zip(rows, details).flatMap { row, detail in
            TableLayout(columns, rows: [row], indent: 2, context).lines()
                + (detail.isEmpty
                    ? []
                    : TextLayout.wrapped(detail, width: context.width - under).map {
                        String(repeating: " ", count: under) + $0
                    })
        }
    }

    /// "  1. View details" (numbered from `first`) with the title wrapped under itself; a table when items have
    /// keys or details.
    static func menuLines(_ items: [Block.MenuItem], first: Int = 1, _ context: RenderContext) -> [String] {
        let numberWidth = String(first + items.count - 1).count
        guard items.allSatisfy({ $0.key == nil && $0.detail == nil }) else {
            return menuTableLines(items, first: first, context)
        }
        let textStart = 2 + numberWidth + 2
        return items.enumerated().flatMap { index, item in
            let number = "  " + TextLayout.pad(String(first + index), to: numberWidth, .right) + ". "
            // A title that fits is drawn as written ("INR  Indian Rupee" keeps its two spaces).
            let fits = DisplayWidth.of(item.title) <= context.width - textStart
            let pieces = fits ? [item.title] : TextLayout.wrapped(item.title, width: context.width - textStart)
            return pieces.enumerated().map { pieceIndex, piece in
                (pieceIndex == 0 ? number : String(repeating: " ", count: textStart)) + piece
            }
        }
    }
}
