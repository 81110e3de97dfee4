import Foundation
import SwippyData
import Testing
@testable import Dispute

@MainActor
@Suite("Dispute interactor")
struct DisputeInteractorTests {
    private func raise(_ interactor: DisputeInteractor, _ repository: FakeDisputeRepository, _ id: String,
                       reason: DisputeReason = .unrecognisedCharge, text: String = "") -> Result<Dispute, DisputeError> {
        guard let transaction = repository.wallet.transactions.first(where: { $0.id == id }) else {
            return .failure(DisputeError("no such transaction in the test wallet"))
        }
        return interactor.raise(transaction, reason: reason, description: text)
    }

    @Test(arguments: [
        ("t-new", DisputeEligibility.eligible),
        ("t-edge", .eligible),
        ("t-old", .tooOld(windowDays: 120)),
        ("t-credit", .credit),
    ])
    func transactions_areMarkedByTheWindowAndDirection(id: String, expected: DisputeEligibility) throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        let source = try #require(try interactor.sources().get().first)
        let items = try interactor.transactions(of: source).get()
        #expect(items.first { $0.transaction.id == id }?.eligibility == expected)
    }

    @Test func transactions_areListedNewestFirst() throws {
        let interactor = makeDisputeInteractor(FakeDisputeRepository())
        let source = try #require(try interactor.sources().get().first)
        let dates = try interactor.transactions(of: source).get().map(\.transaction.date)
        #expect(dates == dates.sorted(by: >))
        #expect(dates.count == 4)
    }

    @Test func sources_listCardsThenAccounts() throws {
        let labels = try makeDisputeInteractor(FakeDisputeRepository()).sources().get().map(\.label)
        #expect(labels == ["Millennia · •••• •••• •••• 3456", "Travel One · •••• •••• •••• 5904", "Savings · HDFC Bank ••••••••••7812"])
    }

    @Test func raising_savesAnOpenDisputeDatedByTheClock() throws {
        let repository = FakeDisputeRepository()
        let dispute = try raise(makeDisputeInteractor(repository), repository, "t-new", text: "  Not me  ").get()
        #expect(dispute.id == "DSP-1001")
        #expect(dispute.status == .open)
        #expect(dispute.raisedAt == testNow)
        #expect(dispute.description == "Not me")
        #expect(dispute.timeline == [DisputeEvent(status: .open, at: testNow, note: "Dispute raised")])
        #expect(repository.wallet.disputes == [dispute])
    }

    @Test func raising_twiceOnOneTransaction_isRefusedWhileTheFirstIsOpen() throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        _ = try raise(interactor, repository, "t-new").get()
        #expect(raise(interactor, repository, "t-new") == .failure(DisputeError("This transaction already has an open dispute (DSP-1001).")))
        #expect(repository.wallet.disputes.count == 1)
    }

    @Test(arguments: [DisputeStatus.inReview])
    func raising_isRefused_whenAnotherDisputeIsInReview(status: DisputeStatus) throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        _ = try raise(interactor, repository, "t-new").get()
        repository.wallet.disputes[0].status = status
        #expect(raise(interactor, repository, "t-new").isFailure)
    }

    @Test(arguments: [DisputeStatus.withdrawn, .resolved, .rejected])
    func raising_isAllowedAgain_afterTheDisputeIsClosed(status: DisputeStatus) throws {
        let repository = FakeDisputeRepository()
        let interactor = makeDisputeInteractor(repository)
        _ = try raise(interactor, repository, "t-new").get()
        repository.wallet.disputes[0].status = status
        #expect(try raise(interactor, repository, "t-new").get().id == "DSP-1002")
    }

    @Test(arguments: [
        ("t-old", "Only debits from the last 120 days can be disputed."),
        ("t-credit", "Only money going out (a debit) can be disputed."),
    ])
    func raising_outsideTheRules_isRefusedWithOneLine(id: String, message: String) {
        let repository = FakeDisputeRepository()
        #expect(raise(makeDisputeInteractor(repository), repository, id) == .failure(DisputeError(message)))
        #expect(repository.addCallCount == 0)
    }

    @Test(arguments: [
        (DisputeReason.other, "", false),
        (.other, "   ", false),
        (.other, "Wrong shop", true),
        (.chargedTwice, "", true),
        (.notReceived, String(repeating: "a", count: 500), true),
        (.notReceived, String(repeating: "a", count: 501), false),
    ])
    func description_isRequiredForOther_andAtMost500Characters(reason: DisputeReason, text: String, accepted: Bool) {
        let interactor = makeDisputeInteractor(FakeDisputeRepository())
        #expect(interactor.validateDescription(text, for: reason).isSuccess == accepted)
    }

    @Test func raising_whenSavingFails_saysSoAndKeepsNothing() {
        let repository = FakeDisputeRepository()
        repository.failSaves = true
        #expect(raise(makeDisputeInteractor(repository), repository, "t-new") == .failure(DisputeError("The dispute was not saved: disk full")))
        #expect(repository.wallet.disputes.isEmpty)
    }

    // MARK: - Timeline

    @Test func openDispute_movesToInReview_atTheExactDueTime_andIsSaved() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = makeDisputeInteractor(repository, clock: clock)
        _ = try raise(interactor, repository, "t-new").get()
        clock.advance(by: 47 * hour + 59 * 60)
        interactor.loadDisputes()
        #expect(interactor.disputes.value.disputes.first?.status == .open)
        clock.advance(by: 5 * day)
        interactor.loadDisputes()
        let dispute = try #require(repository.wallet.disputes.first)
        #expect(dispute.status == .inReview)
        #expect(dispute.timeline.map(\.status) == [.open, .inReview])
        #expect(dispute.timeline.last?.at == testNow + 48 * hour)
        #expect(interactor.disputes.value.disputes == [dispute])
    }

    @Test func loading_twice_recordsTheReviewOnlyOnce() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = makeDisputeInteractor(repository, clock: clock)
        _ = try raise(interactor, repository, "t-new").get()
        clock.advance(by: 3 * day)
        interactor.loadDisputes()
        interactor.loadDisputes()
        #expect(repository.wallet.disputes.first?.timeline.count == 2)
    }

    @Test func withdrawing_anOpenDispute_closesItWithATimelineEvent() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = makeDisputeInteractor(repository, clock: clock)
        let raised = try raise(interactor, repository, "t-new").get()
        clock.advance(by: hour)
        let withdrawn = try interactor.withdraw(raised.id).get()
        #expect(withdrawn.status == .withdrawn)
        #expect(withdrawn.timeline.last == DisputeEvent(status: .withdrawn, at: testNow + hour, note: "You withdrew it"))
        #expect(repository.wallet.disputes == [withdrawn])
        #expect(interactor.withdraw(raised.id) == .failure(DisputeError(
            "Only an open or in-review dispute can be withdrawn; this one is withdrawn.")))
    }

    @Test func withdrawing_afterTheReviewDelay_recordsTheReviewFirst() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = makeDisputeInteractor(repository, clock: clock)
        let raised = try raise(interactor, repository, "t-new").get()
        clock.advance(by: 3 * day)
        let withdrawn = try interactor.withdraw(raised.id).get()
        #expect(withdrawn.timeline.map(\.status) == [.open, .inReview, .withdrawn])
    }

    @Test func loading_whenReadingFails_reportsIt() {
        let repository = FakeDisputeRepository()
        repository.failReads = true
        let interactor = makeDisputeInteractor(repository)
        interactor.loadDisputes()
        #expect(interactor.disputes.value.phase == .failed("Could not load your disputes: disk full"))
    }

    // MARK: - Support

    @Test(arguments: [
        ("", "hello there, my card", "The subject cannot be empty."),
        (String(repeating: "s", count: 101), "hello there, my card", "The subject is 101 characters; keep it to 100."),
        ("Card", "too short", "The message is too short: write at least 10 characters."),
        ("Card", String(repeating: "m", count: 1001), "The message is 1001 characters; keep it to 1000."),
    ])
    func emailingSupport_withBadInput_isRefusedWithOneLine(subject: String, body: String, message: String) {
        let repository = FakeDisputeRepository()
        #expect(makeDisputeInteractor(repository).emailSupport(subject: subject, body: body) == .failure(DisputeError(message)))
        #expect(repository.wallet.outbox.isEmpty)
    }

    @Test func emailingSupport_savesTheMessageToTheOutbox() throws {
        let repository = FakeDisputeRepository()
        let message = try makeDisputeInteractor(repository).emailSupport(subject: " Card ", body: "Please call me back.").get()
        #expect(message == OutboxMessage(
            id: "MSG-1001", to: "support@swippy.example", subject: "Card", body: "Please call me back.", sentAt: testNow))
        #expect(repository.wallet.outbox == [message])
    }
}

extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
    var isFailure: Bool { !isSuccess }
}
