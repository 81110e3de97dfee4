import SwippyCore

/// Draws one step of a credit flow. Pure: view model and context in, lines out. Amounts are kept whole.
enum FlowView {
    static func render(_ model: FlowViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        if let message = model.message { blocks += [.blank, .text(message, indent: 2)] }
        if !model.fields.isEmpty { blocks += [.blank, .fields(model.fields)] }
        if !model.rows.isEmpty { blocks += [.blank, .table(model.columns, rows: model.rows)] }
        if let page = model.pageLine { blocks.append(.text(page, indent: 2)) }
        if !model.menu.isEmpty {
            blocks += [
                .blank,
                model.firstOption == 1 ? .menu(model.menu) : .numberedMenu(first: model.firstOption, model.menu),
            ]
        }
        if let footer = model.footer { blocks += [.blank, .text(footer, indent: 2)] }
        if !model.commands.isEmpty { blocks += [.blank, .commands(model.commands)] }
        return ScreenRenderer.render(blocks, context)
    }
}
