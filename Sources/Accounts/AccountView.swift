import SwippyCore

/// Draws one account. Pure: view model and context in, lines out. Balance, number and status are kept whole;
/// amounts in the transaction list are a kept right-aligned column, counterparties shrink first.
enum AccountView {
    static func render(_ model: AccountViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title), .fields(model.fields), .blank, .section(model.historyTitle)]
        if let empty = model.emptyHistory { blocks.append(.text(empty, indent: 2)) }
        if !model.history.isEmpty { blocks.append(.table(AccountsText.historyColumns, rows: model.history)) }
        if let message = model.message { blocks += [.blank, .text(message, indent: 2)] }
        if !model.menu.isEmpty {
            blocks += [
                .blank,
                model.firstOption == 1 ? .menu(model.menu) : .numberedMenu(first: model.firstOption, model.menu),
            ]
        }
        if !model.commands.isEmpty { blocks += [.blank, .commands(model.commands)] }
        return ScreenRenderer.render(blocks, context)
    }
}
