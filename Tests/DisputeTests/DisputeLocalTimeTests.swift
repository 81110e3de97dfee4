import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Dispute

/// Every moment on the dispute screens is shown in the zone the host gives: pinned here
/// to Asia/Kolkata, where 20:00 UTC is already the next day.
@MainActor
@Suite("Dispute: times in the user's zone")
struct DisputeLocalTimeTests {
    private let kolkata = TimeZone(identifier: "Asia/Kolkata") ?? SwippyDate.utc
    /// 2026-11-21T20:00:00Z: 01:30 on 22 Nov in India.
    private let lateEvening = testNow.addingTimeInterval(8 * 3600)

    private func screen(_ model: DisputeViewModel) -> String {
        DisputeView.render(model, RenderContext(width: 80)).joined(separator: "\n")
    }

    private func loaded(_ disputes: [Dispute]) -> DisputeState {
        var state = DisputeState(support: TestWallet.support, pageSize: 3, zone: kolkata)
        state.list = DisputeStateSamples.loaded(disputes).list
        return state
    }

    @Test func theDetail_showsRaisedAndTheTimeline_inLocalTime_withIST() {
        var dispute = DisputeStateSamples.dispute()
        dispute.raisedAt = lateEvening
        dispute.timeline = [DisputeEvent(status: .open, at: lateEvening, note: "Dispute raised")]
        var state = loaded([dispute])
        state.detail = DisputeState.Detail(id: dispute.id)
        let shown = screen(DisputeDetailPresenter.viewModel(for: state))
        #expect(shown.contains("Raised       22 Nov 2026, 01:30 IST"))
        #expect(shown.contains("22 Nov 2026, 01:30 IST  open"))
        #expect(!shown.contains("20:00"))
    }

    @Test func myDisputes_showTheLocalDayRaised() {
        var dispute = DisputeStateSamples.dispute()
        dispute.raisedAt = lateEvening
        let shown = screen(MyDisputesPresenter.viewModel(for: loaded([dispute])))
        #expect(shown.contains("DSP-1001  22 Nov 2026"))
    }

    @Test func theSentEmail_showsItsLocalTime() {
        var state = DisputeState(support: TestWallet.support, pageSize: 3, zone: kolkata)
        state.email.step = .sent(
            OutboxMessage(
                id: "MSG-1001", to: "support@swippy.example", subject: "Card", body: "Call me.", sentAt: lateEvening))
        #expect(screen(EmailSentPresenter.viewModel(for: state)).contains("Sent       22 Nov 2026, 01:30 IST"))
    }

    @Test func raising_showsEachTransactionsLocalDay() {
        let utc = DisputeStateSamples.raiseAtTransactions()
        var state = DisputeState(support: TestWallet.support, pageSize: 3, zone: kolkata)
        state.raise = utc.raise
        let late = TestWallet.transaction("t-late", lateEvening, card: "4386 2894 0012 3456")
        state.raise.transactions = [DisputableTransaction(transaction: late, eligibility: .eligible)]
        state.raise.paging = Paging(itemCount: 1, pageSize: 3)
        #expect(screen(RaiseDisputePresenter.viewModel(for: state)).contains("22 Nov 2026"))
        state = utc
        state.raise.transactions = [DisputableTransaction(transaction: late, eligibility: .eligible)]
        state.raise.paging = Paging(itemCount: 1, pageSize: 3)
        #expect(screen(RaiseDisputePresenter.viewModel(for: state)).contains("21 Nov 2026"))
    }
}
