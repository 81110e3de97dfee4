import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("Dispute interactor: my disputes and a dispute's detail")
struct DisputeInteractorTests {
    @Test func loading_listsTheDisputesNewestFirst_withTheirTransactions() {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = DisputeInteractor.make(repository, clock: clock)
        interactor.raiseDispute(on: "t-new")
        clock.advance(by: hour)
        interactor.raiseDispute(on: "t-acc")
        interactor.loadDisputes()
        let list = interactor.state.value.list
        #expect(list.phase == .loaded)
        #expect(list.disputes.map(\.id) == ["DSP-1002", "DSP-1001"])
        #expect(list.transactions["t-acc"]?.counterparty == "Shop t-acc")
    }

    @Test func openDispute_movesToInReview_atTheExactDueTime_andIsSaved() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = DisputeInteractor.make(repository, clock: clock)
        interactor.raiseDispute(on: "t-new")
        clock.advance(by: 47 * hour + 59 * 60)
        interactor.loadDisputes()
        #expect(interactor.state.value.list.disputes.first?.status == .open)
        clock.advance(by: 5 * day)
        interactor.loadDisputes()
        let dispute = try #require(repository.wallet.disputes.first)
        #expect(dispute.status == .inReview)
        #expect(dispute.timeline.map(\.status) == [.open, .inReview])
        #expect(dispute.timeline.last?.at == testNow + 48 * hour)
        #expect(interactor.state.value.list.disputes == [dispute])
    }

    @Test func loading_twice_recordsTheReviewOnlyOnce() {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = DisputeInteractor.make(repository, clock: clock)
        interactor.raiseDispute(on: "t-new")
        clock.advance(by: 3 * day)
        interactor.loadDisputes()
        interactor.loadDisputes()
        #expect(repository.wallet.disputes.first?.timeline.count == 2)
        #expect(repository.updateCallCount == 1)
    }

    @Test func loading_whenReadingFails_reportsIt() {
        let repository = FakeDisputeRepository()
        repository.failReads = true
        let interactor = DisputeInteractor.make(repository)
        interactor.loadDisputes()
        #expect(interactor.state.value.list.phase == .failed("Could not load your disputes: disk full"))
    }

    @Test func opening_aDispute_loadsItForTheDetail() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        #expect(interactor.state.value.detail == DisputeState.Detail(id: "DSP-1001"))
        #expect(interactor.state.value.detailDispute?.transactionID == "t-new")
    }

    @Test func withdrawing_anOpenDispute_asksFirst_thenClosesItWithATimelineEvent() throws {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = DisputeInteractor.make(repository, clock: clock)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        clock.advance(by: hour)
        interactor.askToWithdraw()
        #expect(interactor.state.value.detail?.confirmingWithdrawal == true)
        interactor.answerWithdrawal(.yes)
        let withdrawn = try #require(repository.wallet.disputes.first)
        #expect(withdrawn.status == .withdrawn)
        #expect(
            withdrawn.timeline.last == DisputeEvent(status: .withdrawn, at: testNow + hour, note: "You withdrew it"))
        #expect(interactor.state.value.detail?.confirmingWithdrawal == false)
        #expect(interactor.state.value.notice?.text == "Dispute DSP-1001 withdrawn.")
        #expect(interactor.state.value.detailDispute == withdrawn)
    }

    @Test func aClosedDispute_isNotOfferedForWithdrawal() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        repository.wallet.disputes[0].status = .resolved
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        #expect(interactor.state.value.detail?.confirmingWithdrawal == false)
    }

    @Test func askingToWithdraw_aDisputeThatIsGone_saysSo() {
        let interactor = DisputeInteractor.make(FakeDisputeRepository())
        interactor.openDispute("DSP-9")
        interactor.askToWithdraw()
        #expect(interactor.state.value.notice?.text == "This dispute is no longer there. Type b to go back.")
    }

    @Test func withdrawing_afterTheReviewDelay_recordsTheReviewFirst() {
        let repository = FakeDisputeRepository()
        let clock = ManualClock(testNow)
        let interactor = DisputeInteractor.make(repository, clock: clock)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        clock.advance(by: 3 * day)
        interactor.answerWithdrawal(.yes)
        #expect(repository.wallet.disputes.first?.timeline.map(\.status) == [.open, .inReview, .withdrawn])
    }

    @Test func answering_noOrSomethingElse_keepsTheDisputeOpen() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        interactor.answerWithdrawal(nil)
        #expect(interactor.state.value.notice?.text == "Type y to withdraw the dispute or n to keep it.")
        #expect(interactor.state.value.detail?.confirmingWithdrawal == true)
        interactor.answerWithdrawal(.no)
        #expect(interactor.state.value.notice?.text == "The dispute stays open.")
        #expect(interactor.state.value.detail?.confirmingWithdrawal == false)
        #expect(repository.wallet.disputes.first?.status == .open)
    }

    @Test func withdrawing_whenSavingFails_saysSo() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        repository.failSaves = true
        interactor.answerWithdrawal(.yes)
        #expect(interactor.state.value.notice?.text == "The dispute was not withdrawn: disk full")
        #expect(repository.wallet.disputes.first?.status == .open)
    }

    @Test func steppingBack_leavesTheQuestion_thenLetsTheScreenGo() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        #expect(interactor.stepBackInDetail())
        #expect(!interactor.stepBackInDetail())
    }

    @Test func everyIntent_sendsTheStateOnce() {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        #expect(interactor.sends { interactor.openDispute("DSP-1001") } == 1)
        #expect(interactor.sends { interactor.askToWithdraw() } == 1)
        #expect(interactor.sends { interactor.answerWithdrawal(nil) } == 1)
        #expect(interactor.sends { interactor.answerWithdrawal(.yes) } == 1)
    }
}
