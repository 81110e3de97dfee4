import Foundation
import SwippyCore
import SwippyData

/// Where a support message went: the screen that replaces the email form once the message is sent.
@MainActor
final class EmailSentPresenter: ModulePresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private var observation: ObservationToken?

    init(interactor: any DisputeInteracting) {
        self.interactor = interactor
    }

    func start() {
        observation = interactor.state.observe { [weak self] state in
            self?.view?.display(Self.viewModel(for: state))
        }
    }

    func handle(_ input: String) {
        view?.showNotice(MenuInput.unknownHint(input, count: 0))
    }

    func goBack() -> Bool {
        interactor.back()
        return true
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        guard case .sent(let message) = state.email.step else {
            return DisputeViewModel(
                title: "Message sent", parts: [.text("No message was sent.")], prompt: .back,
                notice: state.notice)
        }
        return DisputeViewModel(
            title: "Message sent",
            parts: [
                .fields([
                    .init(label: "To", value: message.to),
                    .init(label: "Subject", value: message.subject),
                    .init(label: "Sent", value: SwippyDate.dayAndTime(message.sentAt, in: state.zone), keep: true),
                    .init(label: "Reference", value: message.id, keep: true),
                ]),
                .text("Your message to \(message.to) is saved in Swippy's outbox (mail is simulated here)."),
            ],
            prompt: .back, notice: state.notice)
    }
}
