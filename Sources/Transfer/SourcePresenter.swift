import SwippyCore
import SwippyData

/// Step 1: the account the money leaves from.
@MainActor
final class SourcePresenter: ModulePresenter {
    weak var view: (any ScreenView<TransferViewModel>)?
    private let interactor: any TransferInteracting
    private var observation: ObservationToken?

    init(interactor: any TransferInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
        interactor.load()
    }

    func handle(_ input: String) {
        if TransferInput.isCancel(input) { return interactor.cancel() }
        let count = interactor.state.value.accounts.count
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseSource(at: index)
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        let title = "\(TransferText.title) · From"
        let paying = state.isCardPayment ? TransferText.payeeFields(state) : []
        if let lock = state.lock {
            return TransferViewModel(
                title: title, fields: paying, message: lock.message, prompt: Prompt.back,
                notice: state.notice)
        }
        guard !state.accounts.isEmpty else {
            return TransferViewModel(
                title: title, fields: paying, message: "You have no bank accounts to send from.",
                prompt: Prompt.back,
                notice: state.notice)
        }
        return TransferViewModel(
            title: title, fields: paying, message: state.prefillSourceRefusal ?? "Send from which account?",
            choices: state.accounts.map(TransferText.accountRow),
            columns: TransferViewModel.accountColumns,
            prompt: Prompt.choice("Choose an account", count: state.accounts.count), notice: state.notice,
            help: ["A number chooses the account the money leaves from."])
    }
}
