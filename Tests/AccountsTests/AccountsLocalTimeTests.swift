import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import Accounts

/// An account's transactions show their time in the user's zone with its abbreviation.
@MainActor
@Suite("Accounts: times in the user's zone")
struct AccountsLocalTimeTests {
    private func firstTime(_ zone: String) throws -> String? {
        let state = AccountsScreens.state(
            .account, opened: "a-savings", transactions: 1, zone: try #require(TimeZone(identifier: zone)))
        return AccountPresenter.viewModel(for: state).history.first?.first?.text
    }

    @Test func theAccountsHistory_isLocal_inKolkata_NewYork_andUTC() throws {
        // The fixture's deposit is at 2026-11-18T11:06:40Z.
        #expect(try firstTime("Asia/Kolkata") == "18 Nov 2026, 16:36 IST")
        #expect(try firstTime("America/New_York") == "18 Nov 2026, 06:06 EST")
        #expect(try firstTime("UTC") == "18 Nov 2026, 11:06 GMT")
    }
}
