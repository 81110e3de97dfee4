import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("Hub and support presenters")
struct SupportPresenterTests {
    private let interactor = FakeDisputeInteractor()
    private let router = FakeDisputeRouter()
    private let view = FakeScreenView<DisputeViewModel>()

    private func start(_ presenter: some ModulePresenter<DisputeViewModel>) {
        presenter.view = view
        presenter.start()
    }

    @Test func theHub_opensEachFlowByNumber() {
        let presenter = DisputeHubPresenter(interactor: interactor, router: router)
        start(presenter)
        #expect(view.last?.options.count == 6)
        for number in 1...6 { presenter.handle("\(number)") }
        #expect(
            router.destinations == [.raise, .myDisputes, .contactSupport, .emailSupport, .blockCard, .cardActivation])
        presenter.handle("7")
        #expect(view.notices == ["Unknown choice \"7\". Type a number 1-6, b to go back, or ? for help."])
        #expect(interactor.intentCallCount == 0)
    }

    @Test func contactSupport_showsTheContacts_andOffersEmail() {
        let presenter = ContactSupportPresenter(interactor: interactor, router: router)
        start(presenter)
        #expect(
            view.last?.parts == [
                .fields([
                    .init(label: "Helpline", value: "1800-266-0101"),
                    .init(label: "Email", value: "support@swippy.example"),
                    .init(label: "Hours", value: "24x7"),
                ])
            ])
        presenter.handle("1")
        #expect(router.destinations == [.emailSupport])
    }

    @Test func emailSupport_beginsAFreshMessage_andSendsEachStepToItsIntent() {
        let presenter = EmailSupportPresenter(interactor: interactor, router: router)
        start(presenter)
        #expect(interactor.beginEmailCallCount == 1)
        presenter.handle("Card")
        #expect(interactor.lastSubject == "Card")
        var state = interactor.state.value
        state.email.step = .body
        interactor.state.send(state)
        presenter.handle("Please call me back.")
        #expect(interactor.lastBody == "Please call me back.")
        state.email.step = .confirm
        interactor.state.send(state)
        presenter.handle("y")
        #expect(interactor.lastEmailAnswer == .some(.yes))
        #expect(router.destinations.isEmpty)
        #expect(interactor.intentCallCount == 4)
    }

    @Test(arguments: [
        (DisputeState.EmailDraft.Step.subject, Prompt("Subject")),
        (.body, Prompt("Message")),
        (.confirm, Prompt("Send it? (y/n)")),
    ])
    func emailSupport_promptsForTheStep(step: DisputeState.EmailDraft.Step, prompt: Prompt) {
        var state = interactor.state.value
        state.email.step = step
        #expect(EmailSupportPresenter.viewModel(for: state).prompt == prompt)
    }

    @Test func theSentScreen_saysWhereTheMessageWent() {
        var state = interactor.state.value
        state.email.step = .sent(
            OutboxMessage(
                id: "MSG-1001", to: "support@swippy.example", subject: "Card", body: "Please call me back.",
                sentAt: testNow))
        interactor.state.send(state)
        let presenter = EmailSentPresenter(interactor: interactor)
        start(presenter)
        guard case .fields(let fields) = view.last?.parts.first else {
            Issue.record("expected fields")
            return
        }
        #expect(fields.last == .init(label: "Reference", value: "MSG-1001", keep: true))
        presenter.handle("1")
        #expect(view.notices == ["Unknown choice \"1\". Type b to go back, or ? for help."])
    }
}
