import SwippyCore

/// Draws the module's two screens: the account list (with the add form below it) and one account (with its
/// forms). Pure: view model and context in, lines out. Balances, numbers and statuses are kept whole; amounts in
/// the transaction list are a kept right-aligned column, counterparties shrink first.
enum AccountsView {
    /// The account list, and the add form's question and choices below it.
    static func render(_ model: AccountsListViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title("Accounts")]
        if !model.summary.isEmpty { blocks.append(.text(model.summary)) }
        blocks.append(.blank)
        if let empty = model.emptyText { blocks.append(.text(empty, indent: 2)) }
        if !model.accounts.isEmpty { blocks.append(.cards(model.accounts)) }
        if let message = model.message { blocks += [.blank, .text(message, indent: 2)] }
        if !model.choices.isEmpty { blocks += [.blank, .table([.keepRight, .keep, .shrink], rows: model.choices)] }
        if !model.commands.isEmpty { blocks += [.blank, .commands(model.commands)] }
        return ScreenRenderer.render(blocks, context)
    }

    /// One account: its details, a page of its transactions, then its actions or the form's question.
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
