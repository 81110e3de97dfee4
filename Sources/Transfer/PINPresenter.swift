import SwippyCore
import SwippyData

/// Step 5: the 6-digit transaction PIN, read without echo; wrong ones count towards the lock.
@MainActor
final class PINPresenter: ModulePresenter {
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
        interactor.submit(pin: input)
    }

    static func viewModel(for state: TransferState) -> StepViewModel {
        StepViewModel(
            title: "\(TransferText.title) · Transaction PIN",
            message: "Enter your 6-digit transaction PIN to send the money.",
            prompt: .secret("Transaction PIN"), notice: state.notice)
    }

    /// Cancels the flow: it says nothing was sent, then returns to where it started.
    private func leave() {
        interactor.cancel()
        router.navigate(to: .origin)
    }
}
