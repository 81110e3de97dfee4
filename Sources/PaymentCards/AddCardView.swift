import SwippyCore

/// Draws the add-card flow. Pure: view model and context in, lines out. The masked number is kept whole.
enum AddCardView {
    static func render(_ model: AddCardViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title), .blank, .text(model.message, indent: 2)]
        if !model.fields.isEmpty { blocks += [.blank, .fields(model.fields)] }
        if !model.menu.isEmpty { blocks += [.blank, .menu(model.menu)] }
        return ScreenRenderer.render(blocks, context)
    }
}
