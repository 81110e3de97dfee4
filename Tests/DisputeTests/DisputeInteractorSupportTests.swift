import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Dispute

@MainActor
@Suite("Dispute interactor: email support")
struct DisputeInteractorSupportTests {
    @Test(arguments: [
        ("", "The subject cannot be empty."),
        (String(repeating: "s", count: 101), "The subject is 101 characters; keep it to 100."),
    ])
    func aBadSubject_isRefusedWithOneLine(subject: String, message: String) {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginEmail()
        interactor.enterSubject(subject)
        #expect(interactor.state.value.email.step == .subject)
        #expect(interactor.state.value.notice?.text == message)
    }

    @Test(arguments: [
        ("too short", "The message is too short: write at least 10 characters."),
        (String(repeating: "m", count: 1001), "The message is 1001 characters; keep it to 1000."),
    ])
    func aBadMessage_isRefusedWithOneLine(body: String, message: String) {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.enterBody(body)
        #expect(interactor.state.value.email.step == .body)
        #expect(interactor.state.value.notice?.text == message)
    }

    @Test func sending_savesTheTrimmedMessageToTheOutbox() throws {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.beginEmail()
        interactor.enterSubject(" Card ")
        interactor.enterBody("Please call me back.")
        interactor.answerEmail(.yes)
        let message = OutboxMessage(
            id: "MSG-1001", to: "support@swippy.example", subject: "Card", body: "Please call me back.", sentAt: testNow
        )
        #expect(interactor.state.value.email.step == .sent(message))
        #expect(repository.wallet.outbox == [message])
    }

    @Test func answering_noOrSomethingElse_sendsNothing() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.enterBody("Please call me back.")
        interactor.answerEmail(nil)
        #expect(interactor.state.value.notice?.text == "Type y to send the message or n to change it.")
        interactor.answerEmail(.no)
        #expect(interactor.state.value.email.step == .body)
        #expect(interactor.state.value.notice?.text == "Not sent. Type the message again, or b to change the subject.")
        #expect(repository.sendCallCount == 0)
    }

    @Test func sending_whenSavingFails_saysSo() {
        let repository = FakeDisputeRepository()
        repository.failSaves = true
        let interactor = DisputeInteractor.make(repository)
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.enterBody("Please call me back.")
        interactor.answerEmail(.yes)
        #expect(interactor.state.value.email.step == .confirm)
        #expect(interactor.state.value.notice?.text == "The message was not saved: disk full")
    }

    @Test func beginning_again_startsAFreshMessage() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.beginEmail()
        #expect(interactor.state.value.email == DisputeState.EmailDraft())
    }

    @Test func steppingBack_walksToTheSubject() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginEmail()
        interactor.enterSubject("Card")
        interactor.enterBody("Please call me back.")
        #expect(interactor.stepBackInEmail())
        #expect(interactor.state.value.email.step == .body)
        #expect(interactor.stepBackInEmail())
        #expect(!interactor.stepBackInEmail())
    }
}
