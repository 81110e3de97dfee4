import SwippyCore

/// Draws every Dispute screen. Pure: view model and context in, lines out.
enum DisputeView {
    static func render(_ model: DisputeViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title(model.title, context)
        for block in model.blocks {
            lines.append("")
            lines += render(block, context)
        }
        if !model.options.isEmpty {
            lines.append("")
            lines += TextLayout.menu(model.options, context)
        }
        if !model.commands.isEmpty {
            lines.append("")
            lines += model.commands.map { "  " + $0 }
        }
        return lines
    }

    private static func render(_ block: DisputeViewModel.Block, _ context: RenderContext) -> [String] {
        switch block {
        case .text(let text):
            return TextLayout.wrap(text, indent: 2, context)
        case .fields(let fields):
            let labelWidth = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
            return fields.map { field in
                let value = field.tone == .plain ? field.value : TextLayout.pill(field.value, field.tone, context)
                return "  " + TextLayout.pad(field.label, to: labelWidth) + "  " + value
            }
        case .table(let heading, let rows, let rightAligned, let emptyText):
            var lines = heading.map { TextLayout.section($0, context) } ?? []
            guard !rows.isEmpty else { return lines + TextLayout.empty(emptyText, context) }
            let count = rows.map(\.count).max() ?? 0
            let alignments = (0..<count).map { rightAligned.contains($0) ? TextLayout.Alignment.right : .left }
            // An empty last cell (no mark) would leave trailing spaces.
            let trimmed = rows.map { row in Array(row.reversed().drop { $0.isEmpty }.reversed()) }
            lines += TextLayout.columns(trimmed, alignments: alignments, indent: 2, context)
            return lines
        case .card(let face):
            return CardDrawing.lines(face, width: min(44, context.width - 2)).map { "  " + $0 }
        case .error(let message):
            return TextLayout.error(message, context)
        }
    }
}
