import SwippyCore

/// Draws the account list (and the add form below it). Pure: view model and context in, lines out.
enum AccountsListView {
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
}
