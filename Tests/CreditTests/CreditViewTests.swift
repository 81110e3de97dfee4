import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// Whole screens in Tests/Snapshots/CreditTests (80/40 columns, colour off/on; re-record with
/// SWIPPY_RECORD_SNAPSHOTS=1 swift test --filter CreditViewTests, then read the files).
@MainActor
@Suite("Credit views")
struct CreditViewTests {
    func state(_ step: CreditState.Step) -> CreditState {
        let repository = FakeCreditRepository()
        var state = CreditState()
        state.lines = repository.lines()
        state.accounts = repository.accounts()
        state.payments = [
            Transaction(
                id: "t1", date: TransferFixture.date, cardNumber: "4386 2894 0012 3456", direction: .credit,
                amount: 5_000,
                currency: "INR", counterparty: "Repayment from Savings", category: "card payment", reference: "SWC1")
        ]
        state.paging = state.paging.resized(to: 1)
        state.step = step
        return state
    }

    @Test func dashboard_showsLinesDuesBothChartsAndPayments() {
        let model = DashboardPresenter.viewModel(for: state(.dashboard))
        let lines = CreditView.render(model, RenderContext(width: 80))
        #expect(lines.contains("  Millennia Credit Card ••3456  ₹1,00,000.00  ₹242.33  ₹99,757.67      0%"))
        #expect(Snapshot.checkScreen(named: "credit-dashboard") { CreditView.render(model, $0) } == nil)
    }

    @Test func charts_useTheSharedBarChart_withBlocksOnUTF8() {
        let model = DashboardPresenter.viewModel(for: state(.dashboard))
        #expect(
            model.utilisation.map(\.amount) == [
                "₹10,000.00 · 10%", "₹25,000.00 · 25%", "₹50,000.00 · 50%", "₹40,000.00 · 40%", "₹5,000.00 · 5%",
                "₹20,000.00 · 20%",
            ])
        #expect(model.interest.map(\.value) == [0, 0, 124_050, 98_000, 0, 31_275])
        let lines = CreditView.render(model, RenderContext(width: 80, utf8: true))
        let july = lines.first { $0.hasPrefix("  Jul 2026") && $0.hasSuffix("₹50,000.00 · 50%") }
        #expect(july?.contains("█") == true)
    }

    @Test func withdrawConfirm_matchesItsSnapshot() {
        var withdraw = state(.moveConfirm)
        withdraw.linePosition = 0
        withdraw.accountID = "a-savings"
        withdraw.amount = 20_000
        let model = FlowPresenter.viewModel(for: withdraw)
        #expect(Snapshot.checkScreen(named: "credit-withdraw-confirm") { CreditView.render(model, $0) } == nil)
    }

    @Test func loanReview_showsTheEMIAndTheFirstSchedulePage() {
        var review = state(.loanReview)
        review.loan = CreditState.LoanDraft(
            amount: 5_000_000, years: 20, income: 100_000, employment: "Salaried", city: "Pune", pan: "ABCDE1234F",
            consent: true)
        review.paging = Paging(itemCount: 240, pageSize: 6)
        let model = FlowPresenter.viewModel(for: review)
        #expect(model.fields.contains(Block.Field("EMI", "₹43,391.16", keep: true)))
        #expect(model.pageLine == "1–6 of 240 · page 1 of 40 · n next, p previous", "n pages the review")
        #expect(Snapshot.checkScreen(named: "credit-loan-review") { CreditView.render(model, $0) } == nil)
    }

    @Test func creditLines_atFourWidths_keepTheCardDigits_andAlignTheAmounts() {
        let state = state(.dashboard)
        let model = DashboardPresenter.viewModel(for: state)
        #expect(Snapshot.checkWidths(named: "credit-lines-widths") { CreditView.render(model, $0) } == nil)
        for width in Snapshot.layoutWidths {
            let lines = CreditView.render(model, RenderContext(width: width))
            let limits = state.lines.map { Money($0.limit, $0.currency).formatted }
            #expect(
                LayoutCheck.problems(
                    lines, width: width, kept: limits, masked: state.lines.map(\.card.number), aligned: limits,
                    prompt: model.prompt.text) == [])
        }
    }
}
