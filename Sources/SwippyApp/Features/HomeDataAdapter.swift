import Foundation
import Home
import SwippyData

/// Adapts the wallet store to the home menu, for the signed-in user.
@MainActor
final class HomeDataAdapter: HomeDependency, HomeRepository {
    private let store: WalletStore
    private let session: AppSession
    private let timeZone: TimeZone
    private let clock: any WallClock

    /// `timeZone` is the user's local time zone, in which the home shows the newest transactions, compactly
    /// within the year `clock` says it is.
    init(store: WalletStore, session: AppSession, timeZone: TimeZone, clock: any WallClock = SystemClock()) {
        self.store = store
        self.session = session
        self.timeZone = timeZone
        self.clock = clock
    }

    var homeRepository: any HomeRepository { self }

    func signedInUserName() -> String? {
        store.read().user(session.userID)?.name
    }

    func quickTransfers() -> [QuickTransfer] {
        let wallet = store.read()
        let newest = store.history(ofUser: session.userID, limit: TransferPrefill.quickWindow)
        let quick = TransferPrefill.quick(
            from: newest, userID: session.userID, wallet: wallet, ledger: Ledger(reference: store.reference))
        return quick.compactMap { prefill in
            let source = wallet.accounts.first { $0.id == prefill.sourceID }
            let payee: String? =
                switch prefill.payee {
                case .beneficiary(let beneficiary)?: beneficiary.name
                case .swippyUser(let recipient)?: recipient.name
                case .ownAccount(let id)?: wallet.accounts.first { $0.id == id }.map { "\($0.name) (own account)" }
                default: nil
                }
            guard let payee, let source else { return nil }
            return QuickTransfer(
                payee: payee,
                detail: "\(Money(prefill.amount, source.currency).formatted) from \(source.name) last time",
                prefill: prefill)
        }
    }

    func moneySummary(creditLinesKept: Int) -> MoneySummary? {
        let wallet = store.read()
        guard wallet.user(session.userID) != nil else { return nil }
        var summary = MoneySummary(
            userID: session.userID, wallet: wallet, reference: store.reference,
            newest: store.history(ofUser: session.userID, limit: MoneySummary.recentCount),
            creditLinesKept: creditLinesKept)
        summary.timeZone = timeZone
        summary.now = clock.now
        return summary
    }
}
