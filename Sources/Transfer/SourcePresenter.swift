import SwippyCore
import SwippyData

/// Step 1: the account the money leaves from.
@MainActor
final class SourcePresenter: ModulePresenter {
    weak var view: (any ScreenView<StepViewModel>)?
    private let interactor: any TransferInteracting
    private let router: any TransferRouting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting, router: any TransferRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func handle(_ input: String) {
        if TransferInput.isCancel(input) { return leave() }
        let count = interactor.state.value.accounts.count
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseSource(at: index)
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        let title = "\(TransferText.title) · From"
        let paying = state.isCardPayment ? TransferText.payeeFields(state) : []
        if let lock = state.lock {
            return StepViewModel(
                title: title, fields: paying, message: lock.message, prompt: Prompt("Type b to go back"),
                notice: state.notice)
        }
        guard !state.accounts.isEmpty else {
            return StepViewModel(
                title: title, fields: paying, message: "You have no bank accounts to send from.",
                prompt: Prompt("Type b to go back"),
                notice: state.notice)
        }
        return StepViewModel(
            title: title, fields: paying, message: "Send from which account?",
            choices: state.accounts.map(TransferText.accountRow),
            columns: StepViewModel.accountColumns,
            prompt: Prompt.choice("Choose an account", count: state.accounts.count), notice: state.notice,
            help: ["A number chooses the account the money leaves from."])
    }

    /// Cancels the flow: it says nothing was sent, then returns to where it started.
    private func leave() {
        interactor.cancel()
        router.navigate(to: .origin)
    }
}
