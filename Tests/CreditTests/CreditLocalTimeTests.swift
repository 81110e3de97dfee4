import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Credit

/// Card payments and loan applications show their local day in the user's zone.
@MainActor
@Suite("Credit: days in the user's zone")
struct CreditLocalTimeTests {
    /// 2026-11-03T20:00:00Z: already 4 Nov in India, still 3 Nov in New York and UTC.
    private let evening = Date(timeIntervalSince1970: 1_793_736_000)

    private func state(_ zone: String) throws -> CreditState {
        var state = CreditState(zone: try #require(TimeZone(identifier: zone)))
        state.payments = [
            Transaction(
                id: "p1", date: evening, cardNumber: "4386 2894 0012 3456", direction: .credit, amount: 500,
                currency: "INR",
                counterparty: "Payment received", category: "payment", reference: "R-p1")
        ]
        state.paging = state.paging.resized(to: state.payments.count)
        state.applications = [
            LoanApplication(
                reference: "HL-1", userID: "u-asha", amount: 2_500_000, currency: "INR", tenureYears: 20,
                ratePercent: 8.5,
                emi: 21_696, monthlyIncome: 150_000, employment: "Salaried", city: "Pune", maskedPAN: "ABCDE••••F",
                status: "submitted", submittedAt: evening)
        ]
        return state
    }

    @Test func aPayment_showsItsLocalDay() throws {
        #expect(
            DashboardPresenter.viewModel(for: try state("Asia/Kolkata")).payments.first?.first?.text == "04 Nov 2026")
        #expect(
            DashboardPresenter.viewModel(for: try state("America/New_York")).payments.first?.first?.text
                == "03 Nov 2026")
    }

    @Test func aLoanApplication_showsItsLocalDay_inTheListAndTheResult() throws {
        var kolkata = try state("Asia/Kolkata")
        kolkata.step = .applications
        #expect(FlowPresenter.viewModel(for: kolkata).rows.last?[1].text == "04 Nov 2026")
        kolkata.step = .loanResult
        kolkata.submitted = kolkata.applications.first
        #expect(
            FlowPresenter.viewModel(for: kolkata).fields.contains {
                $0.label == "Submitted" && $0.value.text == "04 Nov 2026"
            })
        var utc = try state("UTC")
        utc.step = .applications
        #expect(FlowPresenter.viewModel(for: utc).rows.last?[1].text == "03 Nov 2026")
    }
}
