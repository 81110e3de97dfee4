import SwippyCore
import SwippyData

/// "Contact support": the helpline, email and hours, with a way to write to support.
@MainActor
final class ContactSupportPresenter: DisputeScreenPresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let support: SupportContacts
    private let router: any DisputeRouting

    init(support: SupportContacts, router: any DisputeRouting) {
        self.support = support
        self.router = router
    }

    func start() {
        view?.display(DisputeViewModel(
            title: "Contact support",
            blocks: [.fields([
                .init(label: "Helpline", value: support.helpline),
                .init(label: "Email", value: support.email),
                .init(label: "Hours", value: support.hours),
            ])],
            options: ["Email support"], prompt: DisputeViewModel.choosePrompt("an option", count: 1)))
    }

    func handle(_ input: String) {
        guard MenuInput.choice(input, count: 1) == 0 else {
            view?.showNotice(MenuInput.unknownHint(input, count: 1))
            return
        }
        router.navigate(to: .emailSupport)
    }
}

/// "Email support": a subject, then the message, then y to send; the message is saved to the
/// local outbox (mail is simulated) and the sent screen replaces this one.
@MainActor
final class EmailSupportPresenter: DisputeScreenPresenter {
    enum Step: Equatable { case subject, body, confirm }

    weak var view: (any ScreenView<DisputeViewModel>)?
    private let interactor: any DisputeInteracting
    private let router: any DisputeRouting
    private(set) var step = Step.subject
    private var subject = ""
    private var body = ""

    init(interactor: any DisputeInteracting, router: any DisputeRouting) {
        self.interactor = interactor
        self.router = router
    }

    func start() {
        refresh()
    }

    func handle(_ input: String) {
        switch step {
        case .subject:
            accept(interactor.validateSubject(input)) { subject = $0; step = .body }
        case .body:
            accept(interactor.validateBody(input)) { body = $0; step = .confirm }
        case .confirm:
            confirm(input)
        }
    }

    func goBack() -> Bool {
        switch step {
        case .subject: return false
        case .body: step = .subject
        case .confirm: step = .body
        }
        refresh()
        return true
    }

    private func accept(_ result: Result<String, DisputeError>, then next: (String) -> Void) {
        switch result {
        case .failure(let error): view?.showNotice(error.message)
        case .success(let text):
            next(text)
            refresh()
        }
    }

    private func confirm(_ input: String) {
        switch input.lowercased() {
        case "y", "yes":
            switch interactor.emailSupport(subject: subject, body: body) {
            case .success(let message): router.navigate(to: .emailSent(message))
            case .failure(let error): view?.showNotice(error.message)
            }
        case "n", "no":
            step = .body
            refresh()
            view?.showNotice("Not sent. Type the message again, or b to change the subject.")
        default:
            view?.showNotice("Type y to send the message or n to change it.")
        }
    }

    private func refresh() {
        let to = DisputeViewModel.Field(label: "To", value: interactor.support.email)
        let model: DisputeViewModel
        switch step {
        case .subject:
            model = DisputeViewModel(
                title: "Email support", blocks: [.fields([to]), .text("What is it about? (at most 100 characters)")],
                prompt: Prompt("Subject"))
        case .body:
            model = DisputeViewModel(
                title: "Email support",
                blocks: [.fields([to, .init(label: "Subject", value: subject)]),
                         .text("Write your message on one line (10 to 1000 characters).")],
                prompt: Prompt("Message"), helpLines: ["b changes the subject."])
        case .confirm:
            model = DisputeViewModel(
                title: "Email support",
                blocks: [.fields([to, .init(label: "Subject", value: subject)]), .text(body)],
                prompt: Prompt("Send it? (y/n)"), helpLines: ["y sends; n rewrites the message."])
        }
        view?.display(model)
    }
}

/// Where a support message went.
@MainActor
final class EmailSentPresenter: DisputeScreenPresenter {
    weak var view: (any ScreenView<DisputeViewModel>)?
    private let message: OutboxMessage

    init(message: OutboxMessage) {
        self.message = message
    }

    func start() {
        view?.display(DisputeViewModel(
            title: "Message sent",
            blocks: [
                .fields([
                    .init(label: "To", value: message.to),
                    .init(label: "Subject", value: message.subject),
                    .init(label: "Sent", value: SwippyDate.dayAndTime(message.sentAt)),
                    .init(label: "Reference", value: message.id),
                ]),
                .text("Your message to \(message.to) is saved in Swippy's outbox (mail is simulated here)."),
            ],
            prompt: DisputeViewModel.backPrompt))
    }

    func handle(_ input: String) {
        view?.showNotice(MenuInput.unknownHint(input, count: 0))
    }
}
