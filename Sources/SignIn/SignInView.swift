import SwippyCore

/// Draws the sign-in, registration and lock screens. Pure: view model and context in, lines out.
enum SignInView {
    static func render(_ model: SignInViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title(model.title, context)
        for line in model.lines {
            lines += TextLayout.wrap(line, context)
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
