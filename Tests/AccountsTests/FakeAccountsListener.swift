import Accounts
import SwippyData

/// Records the accounts the module asked the host to move money from.
@MainActor
final class FakeAccountsListener: AccountsListener {
    private(set) var movedFrom: [String] = []

    func accountsDidRequestMove(from account: BankAccount) { movedFrom.append(account.id) }
}
