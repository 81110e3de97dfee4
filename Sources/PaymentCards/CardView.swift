import SwippyCore

/// Draws a card's screens. Pure: view model and context in, lines out.
enum CardView {
    static func render(_ model: CardViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title(model.title, context)
        if !model.fields.isEmpty {
            let labelWidth = model.fields.map { DisplayWidth.of($0.label) }.max() ?? 0
            lines += model.fields.map { field in
                let value = field.tone == .plain ? field.value : TextLayout.pill(field.value, field.tone, context)
                return "  " + TextLayout.pad(field.label, to: labelWidth) + "  " + value
            }
        }
        if let section = model.sectionTitle {
            lines.append("")
            lines += TextLayout.section(section, context)
            lines += model.rows.isEmpty
                ? TextLayout.empty("Nothing in this period.", context)
                : TextLayout.columns(model.rows, alignments: [.left, .left, .right], indent: 2, context)
        }
        if let message = model.message {
            lines.append("")
            lines += TextLayout.wrap(message, indent: 2, context)
        }
        if !model.options.isEmpty {
            lines.append("")
            lines += TextLayout.menu(model.options, context)
        }
        return lines
    }
}
