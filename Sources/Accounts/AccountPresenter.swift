import SwippyCore
import SwippyData

/// One account and its forms (add money, withdraw, rename, close): binds the state, forwards input to one
/// intent, then lets the router follow the step.
@MainActor
final class AccountPresenter: ScreenPresenter {
    weak var view: (any ScreenView<AccountViewModel>)?
    private let interactor: any AccountsInteracting
    private let router: any AccountsRouting
    private var observation: ObservationToken?

    init(interactor: any AccountsInteracting, router: any AccountsRouting) {
        self.interactor = interactor
        self.router = router
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
        guard interactor.back() else { return false }
        router.navigate(to: .step(interactor.state.value.step))
        return true
    }

    func handle(_ input: String) {
        let state = interactor.state.value
        switch state.step {
        case .depositAmount, .withdrawAmount:
            interactor.typeAmount(input)
        case .rename:
            interactor.typeRename(input)
        case .depositSource:
            switch state.sourcePaging.answer(input) {
            case .turn(let forward): if forward { interactor.showNextPage() } else { interactor.showPreviousPage() }
            case .choose(let index): interactor.chooseDepositSource(at: index)
            case .unknown(let hint):
                view?.showNotice(hint)
            }
        case .close:
            let answer = YesNo(input).flatMap { state.closeOptions.firstIndex(of: $0 == .yes ? .confirm : .keep) }
            guard let index = answer ?? choice(input, count: state.closeOptions.count) else { return }
            interactor.chooseCloseOption(at: index)
        default:
            switch input.lowercased() {
            case "n", "next": interactor.showNextPage()
            case "p", "prev", "previous": interactor.showPreviousPage()
            default:
                guard let index = choice(input, count: AccountAction.allCases.count) else { return }
                interactor.choose(AccountAction.allCases[index])
            }
        }
        router.navigate(to: .step(interactor.state.value.step))
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
        var model = AccountViewModel(
            title: account.name, fields: fields(account),
            historyTitle: state.paging.pageCount > 1 ? "Transactions · " + state.paging.header() : "Transactions",
            history: history, emptyHistory: state.history.isEmpty ? "No transactions yet." : nil, message: nil,
            menu: AccountAction.allCases.map { Block.MenuItem($0.title) }, commands: commands,
            prompt: Prompt.option(count: AccountAction.allCases.count), notice: state.notice)
        AccountFormText.apply(state, account: account, to: &model)
        return model
    }

    static func fields(_ account: BankAccount) -> [Block.Field] {
        [
            Block.Field("Bank", account.bankName), Block.Field("Number", AccountsText.masked(account), keep: true),
            Block.Field("Kind", AccountsText.kind(account)), Block.Field("Currency", account.currency, keep: true),
            Block.Field("Balance", account.money.formatted, keep: true), Block.Field("Status", AccountsText.status(account.status)),
        ]
    }
}
