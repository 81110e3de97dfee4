import Foundation

/// The reference history index: every question walks the wallet (`WalletState.history(ofUser:limit:)`,
/// `history(ofAccount:)`, `usesReference`) and nothing is kept between questions. A store given no other index
/// uses it; any other index answers exactly what this one does.
public final class PlainHistoryIndex: HistoryIndex {
    /// The plain index.
    public init() {}

    public func positions(ofUser id: String, limit: Int?, in wallet: WalletState) -> [Int] {
        wallet.historyPositions(ofUser: id, limit: limit)
    }

    public func positionsOldestFirst(ofUser id: String, in wallet: WalletState) -> [Int32] {
        wallet.historyPositions(ofUser: id, limit: nil).reversed().map { Int32($0) }
    }

    public func positions(ofAccount id: String, in wallet: WalletState) -> [Int] {
        wallet.historyPositions(ofAccount: id)
    }

    public func usesReference(_ reference: String, in wallet: WalletState) -> Bool {
        wallet.usesReference(reference)
    }

    public func totals(ofUser id: String, in wallet: WalletState) -> [String: (in: Decimal, out: Decimal)] {
        TransactionTotals.sums(wallet.history(ofUser: id), code: \.currency)
    }
}
