import Foundation
import SwippyCore
import SwippyData

/// To another Swippy user, found by mobile number; their name is shown before going on.
@MainActor
final class MobilePresenter: ModulePresenter {
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
        guard interactor.state.value.isCheckingRecipient else { return interactor.findRecipient(mobile: input) }
        switch YesNo(input) {
        case .yes: interactor.answerRecipient(isRight: true)
        case .no: interactor.answerRecipient(isRight: false)
        case nil: view?.showNotice(YesNo.refusal)
        }
    }

    static func viewModel(for state: TransferState) -> TransferViewModel {
        let title = "\(TransferText.title) · Swippy user"
        if state.step == .recipientCheck, case .swippyUser(let found)? = state.payee {
            return TransferViewModel(
                title: title,
                fields: TransferText.fromField(state) + [
                    TransferViewModel.Field("To", found.name),
                    TransferViewModel.Field("Mobile", Mask.tail(found.mobile), keep: true),
                ],
                message: "Is this who you want to pay? n types another number.",
                prompt: .confirm("Send to \(found.name)?"), notice: state.notice)
        }
        return TransferViewModel(
            title: title, fields: TransferText.fromField(state),
            message: "Type the 10-digit mobile number the recipient uses with Swippy.",
            prompt: Prompt(state.mobile.isEmpty ? "Mobile number" : "Mobile number (Enter keeps \(state.mobile))"),
            notice: state.notice)
    }
}
