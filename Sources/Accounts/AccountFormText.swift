import SwippyCore
import SwippyData

/// What the account screen asks while a form is filled in: the question, its options and its prompt.
enum AccountFormText {
    static func apply(_ state: AccountsState, account: BankAccount, to model: inout AccountViewModel) {
        let cancel = [Block.Command("b", "Cancel")]
        switch state.step {
        case .depositSource:
            let paging = state.sourcePaging
            var commands = cancel
            if paging.hasNext { commands.append(Block.Command("n", "Next page")) }
            if paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
            let heading = paging.pageCount > 1 ? " \(paging.header())" : ""
            ask("Add money to \(account.name) from:\(heading)", paging.visible(state.depositSources).map { Block.MenuItem($0) },
                paging.prompt("Choose a source"), commands, &model)
            model.firstOption = paging.number(at: 0)
            model.helpLines = ["A number chooses where the money comes from, on any page.", "n / p    next / previous page of sources", "b        cancel"]
        case .depositAmount:
            ask("Add money from \(state.depositSource ?? Ledger.bankTransferSource), in \(account.currency).", [],
                Prompt("Amount"), cancel, &model)
        case .withdrawAmount:
            ask("Withdraw from \(account.name) to your bank: up to \(account.money.formatted).", [], Prompt("Amount"), cancel, &model)
        case .rename:
            ask("Rename \(account.name): 1 to 40 characters, not the name of another of your accounts.", [],
                Prompt("New name"), cancel, &model)
        case .close:
            let options = state.closeOptions.map { Block.MenuItem(title($0, state: state)) }
            let question = account.balance == 0
                ? "Close \(account.name)? It keeps its history but can no longer send or receive money."
                : "\(account.name) holds \(account.money.formatted): move it out first."
            ask(question, options, Prompt.option(count: options.count), [], &model)
        case .list, .addName, .addCurrency, .account, .moveOut:
            break
        }
        switch state.step {
        case .depositAmount, .withdrawAmount: model.helpLines = ["Type an amount in \(account.currency).", "b        cancel"]
        case .rename: model.helpLines = ["Type the new name.", "b        cancel"]
        case .close: model.helpLines = ["A number picks that option.", "b        back"]
        default: break
        }
    }

    private static func title(_ option: AccountsState.CloseOption, state: AccountsState) -> String {
        switch option {
        case .confirm: "Yes, close it"
        case .move: "Move the balance to another own account"
        case .withdraw: "Withdraw the balance"
        case .keep: "Keep the account"
        }
    }

    private static func ask(
        _ message: String, _ menu: [Block.MenuItem], _ prompt: Prompt, _ commands: [Block.Command], _ model: inout AccountViewModel
    ) {
        model.message = message
        model.menu = menu
        model.prompt = prompt
        model.commands = commands
    }
}
