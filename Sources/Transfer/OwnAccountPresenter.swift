import Foundation
import SwippyCore
import SwippyData

/// To another account of the same user.
@MainActor
final class OwnAccountPresenter: ModulePresenter {
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
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        if TransferInput.isCancel(input) { return interactor.cancel() }
        let count = interactor.state.value.ownTargets.count
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseOwnAccount(at: index)
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        let title = "\(TransferText.title) · Own account"
        let targets = state.ownTargets
        if let lock = state.lock {
            return TransferViewModel(
                title: title, fields: TransferText.fromField(state), message: lock.message,
                prompt: Prompt.back,
                notice: state.notice)
        }
        guard !targets.isEmpty else {
            return TransferViewModel(
                title: title, fields: TransferText.fromField(state),
                message: "You have no other account to move money to.",
                prompt: Prompt.back, notice: state.notice)
        }
        return TransferViewModel(
            title: title, fields: TransferText.fromField(state), message: "Move money to:",
            choices: targets.map(TransferText.accountRow), columns: TransferViewModel.accountColumns,
            prompt: Prompt.choice("Choose an account", count: targets.count), notice: state.notice)
    }
}
