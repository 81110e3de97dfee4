import Accounts
import SwippyCore
import SwippyData
import Transfer

extension AppRouter: AccountsListener {
    /// The Accounts list, wired to this router.
    func buildAccounts() -> any Screen {
        AccountsBuilder(dependency: component.accounts).build(listener: self, navigator: navigator)
    }

    /// Moving money out of an account is Transfer's own-account flow, started with that account as the source.
    func accountsDidRequestMove(from account: BankAccount) {
        navigator.push(
            TransferBuilder(dependency: component.transfer).build(
                navigator: navigator, origin: navigator.top, ownAccountFrom: account.id))
    }
}
