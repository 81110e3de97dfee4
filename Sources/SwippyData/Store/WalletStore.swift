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

    /// Applies `change` to the latest wallet and saves it: `change` works on a draft, and the draft becomes
    /// `wallet` once it is saved. When `change` throws, or saving fails, nothing is saved and the error is
    /// rethrown. `change` must work on its argument only, never on `wallet`.
    @discardableResult
    public func update<T>(_ change: (inout WalletState) throws -> T) throws -> T {
        try persistence.commit(change, to: &wallet)
    }
}
