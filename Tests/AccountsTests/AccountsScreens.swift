import Foundation
import SwippyData
import SwippyTestSupport

@testable import Accounts

/// States of the module for presenter and view tests: the fixture wallet of Asha, a few transactions.
@MainActor
enum AccountsScreens {
    static let currencies = TransferFixture.reference().currencies

    static func state(
        _ step: AccountsState.Step, opened: String? = nil, transactions: Int = 0, zone: TimeZone = SwippyDate.utc
    ) -> AccountsState {
        let repository = FakeAccountsRepository()
        for index in 0..<transactions {
            _ = try? repository.deposit(Decimal(100 + index), into: "a-savings", from: "Bank transfer")
        }
        var state = AccountsState(pageSize: 3, currencies: currencies, zone: zone)
        state.accounts = repository.accounts()
        state.depositSources = repository.depositSources()
        state.openedID = opened
        state.history = opened.map(repository.history(ofAccount:)) ?? []
        state.paging = state.paging.resized(to: state.history.count)
        state.step = step
        return state
    }
}
