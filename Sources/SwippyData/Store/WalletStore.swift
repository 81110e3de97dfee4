import Foundation

/// The live data of a run: the wallet (seeded from MockData, restored from the saved state) and the
/// read-only reference data. Every change goes through `update`, which saves before it returns.
///
/// Not `Sendable`: created and used on the main actor by the app. Feature modules never see it;
/// the app adapts it to each module's repository protocol.
public final class WalletStore {
    /// Read-only configuration and directories.
    public let reference: ReferenceData
    /// The wallet as it is now.
    public private(set) var wallet: WalletState
    private let persistence: any StateStore
    private let index: (any HistoryIndex)?

    /// A store seeded from `mockData`, or from the state `persistence` saved; throws the store's one-line
    /// reason when the saved state cannot be used. With `index`, histories are answered from it.
    public init(mockData: MockData, persistence: any StateStore, index: (any HistoryIndex)? = nil)
        throws(DataFileError)
    {
        reference = mockData.reference
        self.persistence = persistence
        self.index = index
        wallet = try persistence.load(seed: mockData.wallet) ?? mockData.wallet
    }

    /// User `id`'s transactions, newest first, at most `limit`: `wallet.history(ofUser:limit:)`, from the
    /// history index when the store has one.
    public func history(ofUser id: String, limit: Int? = nil) -> [Transaction] {
        guard let index else { return wallet.history(ofUser: id, limit: limit) }
        return index.positions(ofUser: id, limit: limit, in: wallet).map { wallet.transactions[$0] }
    }

    /// Account `id`'s transactions, newest first: `wallet.history(ofAccount:)`, from the history index when the
    /// store has one.
    public func history(ofAccount id: String) -> [Transaction] {
        guard let index else { return wallet.history(ofAccount: id) }
        return index.positions(ofAccount: id, in: wallet).map { wallet.transactions[$0] }
    }

    /// Whether `reference` is taken in `wallet` (this store's wallet, or the draft of a change running on it):
    /// `wallet.usesReference(reference)`, from the history index when the store has one. The money rules ask it
    /// for each new reference (`Ledger.ReferenceUse`).
    public func usesReference(_ reference: String, in wallet: WalletState) -> Bool {
        guard let index else { return wallet.usesReference(reference) }
        return index.usesReference(reference, in: wallet)
    }

    /// Money in and out of user `id`'s whole history per currency as written: the sums of `history(ofUser: id)`,
    /// kept by the history index as the history grows when the store has one.
    public func totals(ofUser id: String) -> [String: (in: Decimal, out: Decimal)] {
        guard let index else { return TransactionTotals.sums(wallet.history(ofUser: id), code: \.currency) }
        return index.totals(ofUser: id, in: wallet)
    }

    /// Applies `change` to the latest wallet and saves it: `change` works on a draft, and the draft becomes
    /// `wallet` once it is saved. When `change` throws, or saving fails, nothing is saved and the error is
    /// rethrown. `change` must work on its argument only, never on `wallet`.
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.commit(change, to: &wallet)
    }
}
