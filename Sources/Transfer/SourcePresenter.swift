import SwippyCore
import SwippyData

/// Step 1: the account the money leaves from.
@MainActor
final class SourcePresenter: StepPresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var accounts: [BankAccount] = []

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() { refresh() }

    func didReappear() { refresh() }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        guard let index = MenuInput.choice(input, count: accounts.count) else {
            return notify(MenuInput.unknownHint(input, count: accounts.count))
        }
        switch interactor.chooseSource(id: accounts[index].id) {
        case .success: router.navigate(.next(interactor.isCardPayment ? .amount : .destinationKind))
        case .failure(let failure): view?.showNotice(failure.message)
        }
    }

    private func refresh() {
        accounts = interactor.accounts()
        view?.display(Self.viewModel(accounts: accounts, paying: interactor.isCardPayment ? TransferText.destinationFields(interactor) : []))
    }

    static func viewModel(accounts: [BankAccount], paying: [StepViewModel.Field]) -> StepViewModel {
        guard !accounts.isEmpty else {
            return StepViewModel(
                title: "\(TransferText.title) · From", fields: paying, message: "You have no bank accounts to send from.",
                prompt: Prompt("Type b to go back"))
        }
        let rows = accounts.map(TransferText.accountRow)
        return StepViewModel(
            title: "\(TransferText.title) · From", fields: paying, message: "Send from which account?", choices: rows,
            alignLastRight: true, prompt: Prompt.choice("Choose an account", count: accounts.count),
            help: ["A number chooses the account the money leaves from."])
    }
}

/// Step 2: what kind of payee.
@MainActor
final class DestinationKindPresenter: StepPresenter {
    static let kinds: [(String, TransferStep)] = [
        ("Saved beneficiary", .beneficiary), ("New bank account", .newAccount),
        ("Another Swippy user (by mobile)", .mobile), ("Own account", .ownAccount),
    ]

    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        view?.display(StepViewModel(
            title: "\(TransferText.title) · To", fields: TransferText.fromField(interactor), message: "Send to:",
            choices: Self.kinds.map { [$0.0] }, prompt: Prompt.choice("Choose", count: Self.kinds.count)))
    }

    func didReappear() { start() }

    func handle(_ input: String) {
        if StepInput.isCancel(input) { return router.navigate(.cancel) }
        guard let index = MenuInput.choice(input, count: Self.kinds.count) else {
            return notify(MenuInput.unknownHint(input, count: Self.kinds.count))
        }
        router.navigate(.next(Self.kinds[index].1))
    }
}
