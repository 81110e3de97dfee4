import SwippyCore

/// Draws any Transfer step. Pure: view model and context in, lines out.
enum StepView {
    static func render(_ model: StepViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title(model.title, context)
        if !model.fields.isEmpty {
            lines += TextLayout.fields(model.fields.map { ($0.label, $0.value) }, context)
        }
        if let message = model.message {
            lines.append("")
            lines += TextLayout.wrap(message, indent: 2, context)
        }
        if !model.choices.isEmpty {
            lines.append("")
            lines += choiceLines(model, context)
        }
        if !model.footer.isEmpty {
            lines.append("")
            lines += model.footer.map { "  " + $0 }
        }
        return lines
    }

    private static func choiceLines(_ model: StepViewModel, _ context: RenderContext) -> [String] {
        let numberWidth = String(model.choices.count).count + 1
        let rows = model.choices.enumerated().map { index, cells in
            [TextLayout.pad("\(index + 1).", to: numberWidth, .right)] + cells
        }
        let columnCount = rows.map(\.count).max() ?? 0
        var alignments = [TextLayout.Alignment.right] + Array(repeating: .left, count: max(0, columnCount - 1))
        if model.alignLastRight, columnCount > 2 { alignments[columnCount - 1] = .right }
        return TextLayout.columns(rows, alignments: alignments, indent: 2, context)
    }
}
