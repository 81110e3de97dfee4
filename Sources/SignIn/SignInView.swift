import SwippyCore

/// Draws the sign-in, registration and lock screens from SwippyCore blocks. Pure: view model and
/// context in, lines out.
enum SignInView {
    static func render(_ model: SignInViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render(blocks(model), context)
    }

    static func blocks(_ model: SignInViewModel) -> [Block] {
        var blocks: [Block] = [.title(model.title)]
        blocks += model.lines.map { .text($0) }
        if !model.options.isEmpty {
            blocks += [.blank, .menu(model.options.map { Block.MenuItem($0) })]
        }
        if !model.commands.isEmpty {
            blocks += [.blank, .commands(model.commands)]
        }
        return blocks
    }
}
