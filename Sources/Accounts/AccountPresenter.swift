import SwippyCore
import SwippyData

/// One account and its forms (add money, withdraw, rename, close): binds the state, forwards input to one
/// intent, then lets the router follow the step.
@MainActor
final class AccountPresenter: ModulePresenter {
    weak var view: (any ScreenView<AccountViewModel>)?
    private let interactor: any AccountsInteracting
    private var observation: ObservationToken?

    init(interactor: any AccountsInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
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
        case .depositAmount, .withdrawAmount:
            interactor.typeAmount(input)
        case .rename:
            interactor.typeRename(input)
        case .depositPIN:
            interactor.submitDraw(pin: input)
        case .depositSource:
            switch state.sourcePaging.answer(input) {
            case .turn(let forward): interactor.turnPage(forward: forward)
            case .choose(let index): interactor.chooseDepositSource(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .close:
            let answer = YesNo(input).flatMap { state.closeOptions.firstIndex(of: $0 == .yes ? .confirm : .keep) }
            guard let index = answer ?? choice(input, count: state.closeOptions.count) else { return }
            interactor.chooseCloseOption(at: index)
        default:
            if let forward = Paging.direction(input) { return interactor.turnPage(forward: forward) }
            guard let account = state.opened else { return }
            let options = AccountOption.offered(on: account)
            guard !options.isEmpty else {
                view?.showNotice(AccountsText.closedHint(account))
                return
            }
            guard let index = choice(input, count: options.count) else { return }
            interactor.choose(options[index])
        }
    }

    /// The option typed, or nil after saying why it matches nothing here.
    private func choice(_ input: String, count: Int) -> Int? {
        let index = MenuInput.choice(input, count: count)
        if index == nil { view?.showNotice(MenuInput.unknownHint(input, count: count)) }
        return index
    }

    static func viewModel(for state: AccountsState) -> AccountViewModel {
        guard let account = state.opened else { return .initial }
        let history = state.visibleHistory.map { AccountsText.row($0, zone: state.zone) }
        var commands: [Block.Command] = []
        if state.paging.hasNext { commands.append(Block.Command("n", "Older transactions")) }
        if state.paging.hasPrevious { commands.append(Block.Command("p", "Newer transactions")) }
        let options = AccountOption.offered(on: account)
        var model = AccountViewModel(
            title: account.name, fields: fields(account),
            historyTitle: state.paging.pageCount > 1 ? "Transactions · " + state.paging.header() : "Transactions",
            history: history, emptyHistory: state.history.isEmpty ? "No transactions yet." : nil,
            message: AccountsText.statusLine(account),
            menu: options.map { Block.MenuItem($0.title) }, commands: commands,
            prompt: options.isEmpty ? Prompt.back : Prompt.option(count: options.count),
            notice: state.notice)
        applyForm(state, account: account, to: &model)
        return model
    }

    static func fields(_ account: BankAccount) -> [Block.Field] {
        [
            Block.Field("Bank", account.bankName), Block.Field("Number", AccountsText.masked(account), keep: true),
            Block.Field("Kind", AccountsText.kind(account)), Block.Field("Currency", account.currency, keep: true),
            Block.Field("Balance", account.money.formatted, keep: true),
            Block.Field("Status", AccountsText.status(account.status)),
        ]
    }
}

// MARK: - The form

extension AccountPresenter {
    /// What the account screen asks while a form is filled in: the question, its options and its prompt.
    static func applyForm(_ state: AccountsState, account: BankAccount, to model: inout AccountViewModel) {
        let cancel = [Block.Command("b", "Cancel")]
        switch state.step {
        case .depositSource:
            let paging = state.sourcePaging
            var commands = cancel
            if paging.hasNext { commands.append(Block.Command("n", "Next page")) }
            if paging.hasPrevious { commands.append(Block.Command("p", "Previous page")) }
            let heading = paging.pageCount > 1 ? " \(paging.header())" : ""
            ask(
                "Add money to \(account.name) from:\(heading)",
                paging.visible(state.depositSources).map { Block.MenuItem($0) },
                paging.prompt("Choose a source"), commands, &model)
            model.firstOption = paging.number(at: 0)
            model.helpLines = [
                "A number chooses where the money comes from, on any page.", "n / p    next / previous page of sources",
                "b        cancel",
            ]
        case .depositAmount:
            let draw =
                state.depositLine.map {
                    " A cash draw on its credit line (\(Money($0.available, $0.currency).formatted) available). "
                        + (state.drawTerms?.withdrawalRule ?? "")
                } ?? ""
            ask(
                "Add money from \(state.depositSourceName), in \(account.currency).\(draw)", [], Prompt("Amount"),
                cancel, &model)
        case .depositPIN:
            let amount = state.drawAmount ?? 0
            let fee = state.drawTerms?.withdrawalFee(on: amount) ?? 0
            let money = { Money($0, account.currency).formatted }
            ask(
                "Draw \(money(amount)) from \(state.depositSourceName) into \(account.name): fee \(money(fee)), "
                    + "the card's line is used by \(money(amount + fee)). Enter your 6-digit transaction PIN to "
                    + "confirm.", [], .secret("Transaction PIN"), cancel, &model)
        case .withdrawAmount:
            let whole = state.wholeBalance.map { " (Enter for \(Money($0, account.currency).formatted))" } ?? ""
            ask(
                "Withdraw from \(account.name) to your bank: up to \(account.money.formatted).", [],
                Prompt("Amount\(whole)"), cancel, &model)
        case .rename:
            ask(
                "Rename \(account.name): 1 to 40 characters, not the name of another of your accounts.", [],
                Prompt("New name"), cancel, &model)
        case .close:
            let options = state.closeOptions.map { Block.MenuItem(title($0, state: state)) }
            let question =
                account.balance == 0
                ? "Close \(account.name)? It keeps its history but can no longer send or receive money."
                : "\(account.name) holds \(account.money.formatted): move it out first."
            ask(question, options, Prompt.option(count: options.count), [], &model)
        case .list, .addName, .addCurrency, .account, .moveOut:
            break
        }
        switch state.step {
        case .depositPIN: model.helpLines = ["Type your transaction PIN.", "b        back to the amount"]
        case .depositAmount, .withdrawAmount:
            model.helpLines = ["Type an amount in \(account.currency).", "b        cancel"]
        case .rename: model.helpLines = ["Type the new name.", "b        cancel"]
        case .close: model.helpLines = ["A number picks that option.", "b        back"]
        default: break
        }
    }

    private static func title(_ option: AccountsState.CloseOption, state: AccountsState) -> String {
        switch option {
        case .confirm: "Yes, close it"
        case .move: "Move the whole \(state.opened?.money.formatted ?? "balance") to another own account"
        case .withdraw: "Withdraw the whole \(state.opened?.money.formatted ?? "balance")"
        case .keep: "Keep the account"
        }
    }

    private static func ask(
        _ message: String, _ menu: [Block.MenuItem], _ prompt: Prompt, _ commands: [Block.Command],
        _ model: inout AccountViewModel
    ) {
        model.message = message
        model.menu = menu
        model.prompt = prompt
        model.commands = commands
    }
}
