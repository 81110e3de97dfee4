import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

/// A dispute is withdrawn once: when it was withdrawn or closed after the screen asked "withdraw? (y/n)" (on
/// another screen, or by the bank), a yes is refused with its status and the timeline is not touched.
@MainActor
@Suite("Dispute: withdrawn once")
struct DisputeWithdrawOnceTests {
    @Test func aSecondYes_fromAnotherScreenThatAskedFirst_isRefused_andTheTimelineKeepsOneWithdrawal() throws {
        let repository = FakeDisputeRepository()
        let first = DisputeInteractor.make(repository)
        first.raiseDispute(on: "t-new")
        let second = DisputeInteractor.make(repository)
        for interactor in [first, second] {
            interactor.openDispute("DSP-1001")
            interactor.askToWithdraw()
        }
        first.answerWithdrawal(.yes)
        second.answerWithdrawal(.yes)
        let dispute = try #require(repository.wallet.disputes.first)
        #expect(dispute.timeline.map(\.status) == [.open, .withdrawn])
        #expect(
            second.state.value.notice?.text
                == "Only an open or in-review dispute can be withdrawn; this one is \(DisputeStatus.withdrawn.label).")
    }

    @Test func aYes_afterTheBankResolvedIt_isRefused_andItStaysResolved() throws {
        let repository = FakeDisputeRepository()
        let interactor = DisputeInteractor.make(repository)
        interactor.raiseDispute(on: "t-new")
        interactor.openDispute("DSP-1001")
        interactor.askToWithdraw()
        repository.wallet.disputes[0].status = .resolved
        interactor.answerWithdrawal(.yes)
        let dispute = try #require(repository.wallet.disputes.first)
        #expect(dispute.status == .resolved)
        #expect(!dispute.timeline.map(\.status).contains(.withdrawn))
    }
}
