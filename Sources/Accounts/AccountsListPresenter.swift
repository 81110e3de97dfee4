import SwippyCore
import SwippyData

/// The list of accounts and the add form: binds the state, forwards input to one intent, then lets the
/// router follow the step.
@MainActor
final class AccountsListPresenter: ModulePresenter {
    weak var view: (any ScreenView<AccountsListViewModel>)?
    private let interactor: any AccountsInteracting
    private var observation: ObservationToken?

    init(interactor: any AccountsInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func didReappear() {
        interactor.load()
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .addName:
            interactor.typeNewAccountName(input)
        case .addCurrency:
            guard let index = MenuInput.choice(input, count: state.currencies.count) else {
                return unknown(input, count: state.currencies.count)
            }
            interactor.chooseCurrency(at: index)
        default:
            if ["a", "add"].contains(input.lowercased()) { return interactor.startAdd() }
            guard let index = MenuInput.choice(input, count: state.accounts.count) else {
                return unknown(input, count: state.accounts.count)
            }
            interactor.open(at: index)
        }
    }

    private func unknown(_ input: String, count: Int) {
        view?.showNotice(MenuInput.unknownHint(input, count: count))
    }

    static func viewModel(for state: AccountsState) -> AccountsListViewModel {
        let open = state.accounts.filter { $0.status != .closed }
        let count = open.count == 1 ? "1 open account" : "\(open.count) open accounts"
        let summary = open.isEmpty ? "" : "\(count) · total \(AccountsText.totals(open))"
        let cards = state.accounts.enumerated().map { index, account in
            Block.Card(
                number: index + 1, title: account.name, network: account.currency, amount: account.money.formatted,
                status: AccountsText.status(account.status),
                details: [account.bankName, AccountsText.masked(account), AccountsText.kind(account)])
        }
        var model = AccountsListViewModel(
            summary: summary, accounts: cards,
            emptyText: state.accounts.isEmpty ? "You have no accounts yet. Type a to add one." : nil,
            message: nil, choices: [], commands: [Block.Command("a", "Add an account")],
            prompt: state.accounts.isEmpty
                ? Prompt("Type a to add an account, or b to go back")
                : Prompt.choice("Choose an account", count: state.accounts.count),
            notice: state.notice)
        switch state.step {
        case .addName:
            model.message = "New account. Name it (1 to 40 characters), or press Enter for \(state.defaultName)."
            model.commands = [Block.Command("b", "Cancel")]
            model.prompt = Prompt("Name")
            model.helpLines = [
                "Type a name for the new account, or press Enter for the one offered.", "b        cancel",
            ]
        case .addCurrency:
            model.message = "Currency of \(state.newAccountName):"
            model.choices = state.currencies.enumerated().map { index, currency in
                [Block.Cell("\(index + 1)."), Block.Cell(currency.code), Block.Cell(currency.name)]
            }
            model.commands = [Block.Command("b", "Cancel")]
            model.prompt = Prompt.choice("Choose a currency", count: state.currencies.count)
            model.helpLines = ["A number chooses the new account's currency.", "b        cancel"]
        default:
            break
        }
        return model
    }
}
