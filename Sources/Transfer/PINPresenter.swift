import SwippyCore
import SwippyData

/// Step 5: the 6-digit transaction PIN, read without echo; wrong ones count towards the lock.
@MainActor
final class PINPresenter: ModulePresenter {
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
        interactor.submit(pin: input)
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        TransferViewModel(
            title: "\(TransferText.title) · Transaction PIN",
            message: "Enter your 6-digit transaction PIN to send the money.",
            prompt: .secret("Transaction PIN"), notice: state.notice)
    }
}
