import Foundation
import SwippyData

/// Adapts the wallet store to the home menu, for the signed-in user.
@MainActor
final class HomeDataAdapter: HomeRepository {
    private let store: WalletStore
    private let session: AppSession
    private let timeZone: TimeZone

    /// `timeZone` is the user's local time zone, in which the home shows the newest transactions.
    init(store: WalletStore, session: AppSession, timeZone: TimeZone) {
        self.store = store
        self.session = session
        self.timeZone = timeZone
    }

    func signedInUserName() -> String? {
        store.read().user(session.userID)?.name
    }

    func moneySummary() -> MoneySummary? {
        let wallet = store.read()
        guard wallet.user(session.userID) != nil else { return nil }
        var summary = MoneySummary(
            userID: session.userID, wallet: wallet, reference: store.reference,
            newest: store.history(ofUser: session.userID, limit: MoneySummary.recentCount))
        summary.timeZone = timeZone
        return summary
    }
}
