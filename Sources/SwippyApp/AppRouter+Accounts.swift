import Accounts
import SwippyCore
import SwippyData
import Transfer

extension AppRouter: AccountsListener {
    /// The Accounts list, wired to this router.
    func buildAccounts() -> any Screen {
        let adapter = AccountsDataAdapter(store: store, session: session, data: data, clock: clock)
        return AccountsBuilder(dependency: adapter).build(listener: self, navigator: navigator)
    }

    /// Moving money out of an account is Transfer's own-account flow, started with that account as the source.
    func accountsDidRequestMove(from account: BankAccount) {
        let adapter = TransferDataAdapter(store: store, session: session, data: data, clock: clock)
        navigator.push(TransferBuilder(dependency: adapter).build(
            navigator: navigator, origin: navigator.top, ownAccountFrom: account.id))
    }
}
