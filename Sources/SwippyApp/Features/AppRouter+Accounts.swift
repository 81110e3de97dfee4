import Accounts
import Foundation
import SwippyCore
import SwippyData

extension AppRouter: AccountsListener {
    /// The Accounts list, wired to this router.
    func buildAccounts() -> any Screen {
        Trace.built(AccountsBuilder(dependency: component.accounts)) { $0.build(listener: self, navigator: navigator) }
    }

    /// Moving money out of an account is Transfer's own-account flow, started with that account as the source
    /// (and `amount` prefilled: the whole balance when the account is being closed).
    func accountsDidRequestMove(from account: BankAccount, amount: Decimal?) {
        Trace.listener()
        navigator.push(buildTransfer(ownAccountFrom: account.id, moving: amount))
    }
}
