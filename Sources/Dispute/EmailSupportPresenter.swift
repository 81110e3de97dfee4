import SwippyCore

/// "Email support": a subject, then the message, then y to send; the message is saved to the
/// local outbox (mail is simulated) and the sent screen replaces this one.
@MainActor
final class EmailSupportPresenter: ModulePresenter {
    static let title = "Email support"

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
        interactor.beginEmail()
    }

    func handle(_ input: String) {
        let email = interactor.state.value.email
        switch email.step {
        case .subject:
            interactor.enterSubject(input)
        case .body:
            interactor.enterBody(input)
        case .confirm:
            interactor.answerEmail(YesNo(input))
        case .sent:
            view?.showNotice(MenuInput.unknownHint(input, count: 0))
        }
    }

    func goBack() -> Bool {
        if !interactor.stepBackInEmail() { interactor.back() }
        return true
    }

    static func viewModel(for state: DisputeState) -> DisputeViewModel {
        let to = DisputeViewModel.Field(label: "To", value: state.support.email)
        let subject = DisputeViewModel.Field(label: "Subject", value: state.email.subject)
        var model: DisputeViewModel
        switch state.email.step {
        case .subject:
            model = DisputeViewModel(
                title: title, parts: [.fields([to]), .text("What is it about? (at most 100 characters)")],
                prompt: Prompt("Subject"))
        case .body:
            model = DisputeViewModel(
                title: title,
                parts: [.fields([to, subject]), .text("Write your message on one line (10 to 1000 characters).")],
                prompt: Prompt("Message"), helpLines: ["b changes the subject."])
        case .confirm, .sent:
            model = DisputeViewModel(
                title: title, parts: [.fields([to, subject]), .text(state.email.body)],
                prompt: .confirm("Send it?"), helpLines: ["y sends; n rewrites the message."])
        }
        model.notice = state.notice
        return model
    }
}
