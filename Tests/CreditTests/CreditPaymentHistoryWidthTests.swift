import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// The dashboard's payment history keeps every repayment's amount whole and in one column at every width: a
/// long counterparty shrinks instead. (The amounts appear nowhere else on the dashboard.)
@MainActor
@Suite("Credit payment history widths")
struct CreditPaymentHistoryWidthTests {
    static let amounts: [Decimal] = [4_321.09, 1_23_456.78]

    func dashboard() -> CreditState {
        let repository = FakeCreditRepository()
        var state = CreditState()
        state.lines = repository.lines()
        state.accounts = repository.accounts()
        state.payments = Self.amounts.enumerated().map { index, amount in
            Transaction(
                id: "t\(index)", date: TransferFixture.date, cardNumber: "4386 2894 0012 3456", direction: .credit,
                amount: amount, currency: "INR",
                counterparty: "Repayment from the joint household savings account number \(index + 1)",
                category: "card payment", reference: "SWC\(index)")
        }
        state.paging = state.paging.resized(to: state.payments.count)
        return state
    }

    @Test func repaymentAmounts_stayWholeAndAligned_atEveryWidth() {
        let model = DashboardPresenter.viewModel(for: dashboard())
        let amounts = Self.amounts.map { Money($0, "INR").formatted }
        for width in Snapshot.layoutWidths {
            let lines = CreditView.render(model, RenderContext(width: width))
            #expect(LayoutCheck.problems(lines, width: width, kept: amounts, aligned: amounts) == [])
        }
    }
}
