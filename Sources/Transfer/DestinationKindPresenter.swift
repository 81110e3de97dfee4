import Foundation
import SwippyCore
import SwippyData

/// Step 2: what kind of payee.
@MainActor
final class DestinationKindPresenter: ModulePresenter {
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
        let kinds = PayeeKind.allCases
        guard let index = MenuInput.choice(input, count: kinds.count) else {
            view?.showNotice(MenuInput.unknownHint(input, count: kinds.count))
            return
        }
        interactor.choosePayeeKind(kinds[index])
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        StepViewModel(
            title: "\(TransferText.title) · To", fields: TransferText.fromField(state), message: "Send to:",
            choices: PayeeKind.allCases.map { [$0.title] }, prompt: .option(count: PayeeKind.allCases.count),
            notice: state.notice)
    }

    /// Cancels the flow: it says nothing was sent, then returns to where it started.
    private func leave() {
        interactor.cancel()
        router.navigate(to: .origin)
    }
}
