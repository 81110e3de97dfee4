import Foundation
import SwippyCore
import SwippyData

/// To another account of the same user.
@MainActor
final class OwnAccountPresenter: ModulePresenter {
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
    }

    func goBack() -> Bool {
        interactor.back()
    }

    func handle(_ input: String) {
        if TransferInput.isCancel(input) { return leave() }
        let count = interactor.state.value.ownTargets.count
        guard let index = MenuInput.choice(input, count: count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: count))
            return
        }
        interactor.chooseOwnAccount(at: index)
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        let title = "\(TransferText.title) · Own account"
        let targets = state.ownTargets
        if let lock = state.lock {
            return StepViewModel(
                title: title, fields: TransferText.fromField(state), message: lock.message,
                prompt: Prompt("Type b to go back"),
                notice: state.notice)
        }
        guard !targets.isEmpty else {
            return StepViewModel(
                title: title, fields: TransferText.fromField(state),
                message: "You have no other account to move money to.",
                prompt: Prompt("Type b to go back"), notice: state.notice)
        }
        return StepViewModel(
            title: title, fields: TransferText.fromField(state), message: "Move money to:",
            choices: targets.map(TransferText.accountRow), columns: StepViewModel.accountColumns,
            prompt: Prompt.choice("Choose an account", count: targets.count), notice: state.notice)
    }

    /// Cancels the flow: it says nothing was sent, then returns to where it started.
    private func leave() {
        interactor.cancel()
        router.navigate(to: .origin)
    }
}
