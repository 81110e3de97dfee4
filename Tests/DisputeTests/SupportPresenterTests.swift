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
    private let view = FakeScreenView<DisputeViewModel>()

    private func start(_ presenter: some ModulePresenter<DisputeViewModel>) {
        presenter.view = view
        presenter.start()
    }

    @Test func theHub_opensEachFlowByNumber() {
        let presenter = DisputeHubPresenter(interactor: interactor)
        start(presenter)
        #expect(view.last?.options.count == 6)
        for number in 1...6 { presenter.handle("\(number)") }
        #expect(
            interactor.openedSteps == [
                .raise(transactionID: nil), .myDisputes, .contactSupport, .emailSupport, .blockCard(preset: nil),
                .cardActivation(preset: nil),
            ])
        presenter.handle("7")
        #expect(view.notices == ["Unknown choice \"7\". Type a number 1-6, b to go back, or ? for help."])
        #expect(interactor.intentCallCount == 6)
    }

    @Test func contactSupport_showsTheContacts_andOffersEmail() {
        let presenter = ContactSupportPresenter(interactor: interactor)
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
        #expect(interactor.openedSteps == [.emailSupport])
        #expect(interactor.intentCallCount == 1)
    }

    @Test func emailSupport_beginsAFreshMessage_andSendsEachStepToItsIntent() {
        let presenter = EmailSupportPresenter(interactor: interactor)
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
        #expect(interactor.openedSteps.isEmpty)
        #expect(interactor.intentCallCount == 4)
    }

    @Test func emailSupport_back_stepsBackInTheForm_orLeavesItThroughTheStep() {
        let presenter = EmailSupportPresenter(interactor: interactor)
        start(presenter)
        interactor.stepsBack = true
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 0)
        interactor.stepsBack = false
        #expect(presenter.goBack())
        #expect(interactor.stepBackInEmailCallCount == 2)
        #expect(interactor.backCallCount == 1)
    }

    @Test func theHub_contactSupport_andTheSentScreen_leaveThroughTheStepOnBack() {
        let screens: [any ScreenPresenter] = [
            DisputeHubPresenter(interactor: interactor), ContactSupportPresenter(interactor: interactor),
            EmailSentPresenter(interactor: interactor),
        ]
        for screen in screens { #expect(screen.goBack()) }
        #expect(interactor.backCallCount == 3)
        #expect(interactor.intentCallCount == 3)
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
