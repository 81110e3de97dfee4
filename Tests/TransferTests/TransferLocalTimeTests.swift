import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Transfer

/// The result screen shows the transaction's time in the user's zone with its abbreviation.
@MainActor
@Suite("Transfer: the result's time in the user's zone")
struct TransferLocalTimeTests {
    private func transactionLine(_ zone: String) throws -> String? {
        let state = TransferScreens.sent(zone: try #require(TimeZone(identifier: zone)))
        return ResultPresenter.viewModel(for: state).fields.first { $0.label == "Transaction" }?.value.text
    }

    @Test func theSentTransaction_isShownInKolkata_NewYork_andUTC() throws {
        #expect(try transactionLine("Asia/Kolkata") == "18 Nov 2026, 16:36 IST · Priya Sharma · -₹1,500.00")
        #expect(try transactionLine("America/New_York") == "18 Nov 2026, 06:06 EST · Priya Sharma · -₹1,500.00")
        #expect(try transactionLine("UTC") == "18 Nov 2026, 11:06 GMT · Priya Sharma · -₹1,500.00")
    }

}
