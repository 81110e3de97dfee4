import SwippyCore

/// Draws the profile screen and its flows from SwippyCore blocks. Pure: view model and context in,
/// lines out.
enum ProfileView {
    static func render(_ model: ProfileViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render(blocks(model), context)
    }

    static func blocks(_ model: ProfileViewModel) -> [Block] {
        var blocks: [Block] = [.title(model.title)]
        if !model.fields.isEmpty {
            blocks.append(.fields(model.fields))
        }
        if !model.lines.isEmpty {
            if !model.fields.isEmpty { blocks.append(.blank) }
            blocks += model.lines.map { .text($0) }
        }
        if !model.options.isEmpty {
            blocks += [.blank, .numberedMenu(first: model.firstOption, model.options.map { Block.MenuItem($0) })]
        }
        if !model.commands.isEmpty {
            blocks += [.blank, .commands(model.commands)]
        }
        return blocks
    }
}
