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
    private let index: any HistoryIndex

    /// A store seeded from `mockData`, or from the state `persistence` saved; throws the store's one-line
    /// reason when the saved state cannot be used. Histories are answered from `index` (by default the plain
    /// one, which walks the wallet for each question).
    public init(mockData: MockData, persistence: any StateStore, index: any HistoryIndex = PlainHistoryIndex())
        throws(DataFileError)
    {
        reference = mockData.reference
        self.persistence = persistence
        self.index = index
        wallet = try persistence.load(seed: mockData.wallet) ?? mockData.wallet
    }

    /// User `id`'s transactions, newest first, at most `limit`: `wallet.history(ofUser:limit:)`.
    public func history(ofUser id: String, limit: Int? = nil) -> [Transaction] {
        index.positions(ofUser: id, limit: limit, in: wallet).map { wallet.transactions[$0] }
    }

    /// User `id`'s whole history, newest first, as History reads it: the wallet's own transactions at the
    /// positions the index gives (no transaction copied).
    public func transactionHistory(ofUser id: String) -> TransactionHistory {
        TransactionHistory(
            transactions: wallet.transactions, oldestFirst: index.positionsOldestFirst(ofUser: id, in: wallet))
    }

    /// Account `id`'s transactions, newest first: `wallet.history(ofAccount:)`.
    public func history(ofAccount id: String) -> [Transaction] {
        index.positions(ofAccount: id, in: wallet).map { wallet.transactions[$0] }
    }

    /// Whether `reference` is taken in `wallet` (this store's wallet, or the draft of a change running on it):
    /// `wallet.usesReference(reference)`. The money rules ask it for each new reference (`Ledger.ReferenceUse`).
    public func usesReference(_ reference: String, in wallet: WalletState) -> Bool {
        index.usesReference(reference, in: wallet)
    }

    /// Money in and out of user `id`'s whole history per currency as written: the sums of `history(ofUser: id)`.
    public func totals(ofUser id: String) -> [String: (in: Decimal, out: Decimal)] {
        index.totals(ofUser: id, in: wallet)
    }

    /// Applies `change` to the latest wallet and saves it: `change` works on a draft, and the draft becomes
    /// `wallet` once it is saved. When `change` throws, or saving fails, nothing is saved and the error is
    /// rethrown. `change` must work on its argument only, never on `wallet`.
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.commit(change, to: &wallet)
    }
}
