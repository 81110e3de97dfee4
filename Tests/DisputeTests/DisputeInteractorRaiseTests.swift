import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Dispute

@MainActor
@Suite("Dispute interactor: raising a dispute")
struct DisputeInteractorRaiseTests {
    @Test func beginning_offersCardsThenAccounts() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        #expect(
            interactor.state.value.raise.sources.map(\.label) == [
                "Millennia ••3456", "Travel One ••5904", "Savings · HDFC Bank ••••••••••7812",
            ])
        #expect(interactor.state.value.raise.step == .source)
    }

    @Test func beginning_whenReadingFails_keepsTheError() {
        let repository = FakeDisputeRepository()
        repository.failReads = true
        let interactor = DisputeInteractor.make(repository)
        interactor.beginRaise()
        #expect(interactor.state.value.raise.loadError == "Could not load your cards and accounts: disk full")
    }

    @Test(arguments: [
        ("t-new", DisputeEligibility.eligible),
        ("t-edge", .eligible),
        ("t-old", .tooOld(windowDays: 120)),
        ("t-credit", .credit),
    ])
    func transactions_areMarkedByTheWindowAndDirection(id: String, expected: DisputeEligibility) {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        interactor.chooseSource(at: 0)
        #expect(interactor.state.value.raise.transactions.first { $0.transaction.id == id }?.eligibility == expected)
    }

    @Test func transactions_areListedNewestFirst_inPagesOfThree() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        interactor.chooseSource(at: 0)
        let raise = interactor.state.value.raise
        #expect(raise.step == .transaction)
        #expect(raise.transactions.map(\.transaction.id) == ["t-new", "t-credit", "t-edge", "t-old"])
        #expect(raise.visibleTransactions.map(\.transaction.id) == ["t-new", "t-credit", "t-edge"])
        #expect(raise.paging.pageCount == 2)
    }

    @Test func paging_movesBetweenPages_andSaysWhenThereIsNoMore() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        interactor.chooseSource(at: 0)
        interactor.turnRaisePage(forward: false)
        #expect(interactor.state.value.notice?.text == "This is the first page.")
        interactor.turnRaisePage(forward: true)
        #expect(interactor.state.value.raise.visibleTransactions.map(\.transaction.id) == ["t-old"])
        interactor.turnRaisePage(forward: true)
        #expect(interactor.state.value.notice?.text == "This is the last page.")
        #expect(interactor.state.value.notice?.serial == 2)
    }

    @Test func aSourceWithoutTransactions_isNotOpened() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.beginRaise()
        interactor.chooseSource(at: 1)
        #expect(interactor.state.value.raise.step == .source)
        #expect(interactor.state.value.notice?.text == "There are no transactions on Travel One ••5904 yet.")
    }

    @Test(arguments: [
        ("t-old", "Only debits from the last 120 days can be disputed."),
        ("t-credit", "Only money going out (a debit) can be disputed."),
    ])
    func choosing_aTransactionOutsideTheRules_isRefusedWithOneLine(id: String, message: String) {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.pickTransaction(id)
        #expect(interactor.state.value.raise.step == .transaction)
        #expect(interactor.state.value.notice?.text == message)
    }

    @Test func raising_savesAnOpenDisputeDatedByTheClock() throws {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new", text: "  Not me  ")
        let dispute = try #require(repository.wallet.disputes.first)
        #expect(dispute.id == "DSP-1001")
        #expect(dispute.status == .open)
        #expect(dispute.raisedAt == testNow)
        #expect(dispute.description == "Not me")
        #expect(dispute.timeline == [DisputeEvent(status: .open, at: testNow, note: "Dispute raised")])
        #expect(interactor.state.value.raise.step == .raised(id: "DSP-1001"))
        #expect(interactor.state.value.notice?.text == "Dispute DSP-1001 raised.")
    }

    @Test func raising_twiceOnOneTransaction_isRefusedWhileTheFirstIsOpen() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.pickTransaction("t-new")
        #expect(interactor.state.value.notice?.text == "This transaction already has an open dispute (DSP-1001).")
        #expect(repository.wallet.disputes.count == 1)
    }

    @Test func raising_checksTheRulesAgain_whenSaving() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.pickTransaction("t-new")
        interactor.chooseReason(at: 0)
        interactor.describe("")
        DisputeInteractor.make(repository).raiseDispute(on: "t-new")
        interactor.answerRaise(.yes)
        #expect(interactor.state.value.notice?.text == "This transaction already has an open dispute (DSP-1001).")
        #expect(repository.raiseCallCount == 1)
    }

    @Test(arguments: [DisputeStatus.withdrawn, .resolved, .rejected])
    func raising_isAllowedAgain_afterTheDisputeIsClosed(status: DisputeStatus) {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        repository.wallet.disputes[0].status = status
        interactor.raiseDispute(on: "t-new")
        #expect(interactor.state.value.raise.step == .raised(id: "DSP-1002"))
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
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.pickTransaction("t-new")
        interactor.chooseReason(at: DisputeReason.allCases.firstIndex(of: reason) ?? 0)
        interactor.describe(text)
        #expect((interactor.state.value.raise.step == .confirm) == accepted)
        #expect((interactor.state.value.notice == nil) == accepted)
    }

    @Test func answering_noOrSomethingElse_keepsTheDisputeUnraised() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.pickTransaction("t-new")
        interactor.chooseReason(at: 0)
        interactor.describe("")
        interactor.answerRaise(nil)
        #expect(interactor.state.value.notice?.text == "Type y to raise the dispute or n to change the description.")
        interactor.answerRaise(.no)
        #expect(interactor.state.value.raise.step == .description)
        #expect(interactor.state.value.notice?.text == "Not raised. Type a new description, or b to step back.")
        #expect(repository.raiseCallCount == 0)
    }

    @Test func raising_whenSavingFails_saysSoAndKeepsNothing() {
        let repository = FakeDisputeRepository()
        repository.failSaves = true
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        #expect(interactor.state.value.notice?.text == "The dispute was not saved: disk full")
        #expect(interactor.state.value.raise.step == .confirm)
        #expect(repository.wallet.disputes.isEmpty)
    }

    @Test func steppingBack_walksTheStepsBackToTheFirst() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.pickTransaction("t-new")
        interactor.chooseReason(at: 0)
        interactor.describe("")
        var steps: [DisputeState.RaiseDraft.Step] = []
        while interactor.stepBackInRaise() { steps.append(interactor.state.value.raise.step) }
        #expect(steps == [.description, .reason, .transaction, .source])
    }

    @Test func everyIntent_sendsTheStateOnce() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        #expect(interactor.sends { interactor.beginRaise() } == 1)
        #expect(interactor.sends { interactor.chooseSource(at: 0) } == 1)
        #expect(interactor.sends { interactor.turnRaisePage(forward: true) } == 1)
        #expect(interactor.sends { interactor.turnRaisePage(forward: false) } == 1)
        #expect(interactor.sends { interactor.chooseTransaction(at: 0) } == 1)
        #expect(interactor.sends { interactor.chooseReason(at: 0) } == 1)
        #expect(interactor.sends { interactor.describe("") } == 1)
        #expect(interactor.sends { interactor.answerRaise(.yes) } == 1)
    }
}

@Suite("Dispute: one status vocabulary")
struct DisputeStatusVocabularyTests {
    @Test(arguments: [DisputeStatus.open, .inReview])
    func anOpenOrInReviewDispute_isMarkedWithItsOwnStatusWord(_ status: DisputeStatus) {
        let transaction = Transaction(
            id: "t", date: Date(timeIntervalSince1970: 1_800_000_000), accountID: "a", direction: .debit, amount: 10,
            currency: "INR", counterparty: "Shop", category: "shopping", note: "", reference: "R")
        let dispute = Dispute(
            id: "DSP-9", transactionID: "t", reason: .amountDiffers, description: "", status: status,
            raisedAt: transaction.date, timeline: [])
        let eligibility = DisputeRules.eligibility(
            of: transaction, now: transaction.date, windowDays: 90, disputes: [dispute])
        #expect(eligibility.mark == "DSP-9 \(status.label)")
        #expect(eligibility.refusal?.contains(status == .open ? "an open dispute" : "a dispute in review") == true)
    }
}
