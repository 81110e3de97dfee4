import Accounts
import Foundation
import SwippyData

/// Records the accounts the module asked the host to move money from.
@MainActor
final class FakeAccountsListener: AccountsListener {
    private(set) var movedFrom: [String] = []
    private(set) var movedAmounts: [Decimal?] = []

    func accountsDidRequestMove(from account: BankAccount, amount: Decimal?) {
        movedFrom.append(account.id)
        movedAmounts.append(amount)
    }
}
