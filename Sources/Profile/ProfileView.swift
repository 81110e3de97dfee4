import SwippyCore

/// Draws the profile screen and its flows. Pure: view model and context in, lines out.
enum ProfileView {
    static func render(_ model: ProfileViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title(model.title, context)
        if !model.fields.isEmpty {
            lines += TextLayout.fields(model.fields.map { ($0.label, $0.value) }, context)
        }
        if !model.lines.isEmpty {
            if !model.fields.isEmpty { lines.append("") }
            lines += model.lines.flatMap { TextLayout.wrap($0, context) }
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
}
