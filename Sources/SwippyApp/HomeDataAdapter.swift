import SwippyData

/// Adapts the wallet store to the home menu, for the signed-in user.
@MainActor
final class HomeDataAdapter: HomeRepository {
    private let store: WalletStore
    private let session: AppSession

    init(store: WalletStore, session: AppSession) {
        self.store = store
        self.session = session
    }

    func signedInUserName() -> String? {
        store.wallet.user(session.userID)?.name
    }

    func moneySummary() -> MoneySummary? {
        guard store.wallet.user(session.userID) != nil else { return nil }
        return MoneySummary(userID: session.userID, wallet: store.wallet, reference: store.reference)
    }
}
