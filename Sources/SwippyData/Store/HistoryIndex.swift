import Foundation

/// Where a user's and an account's transactions sit in the wallet's history, newest first, kept as the history
/// grows: a screen asking for them costs what the answer holds and what was appended since the
/// last question, not the history's length. `WalletStore` answers every history question from one;
/// `PlainHistoryIndex` is the reference, a walk of the wallet (`WalletState.history(ofUser:limit:)`), and
/// every index answers what it answers.
public protocol HistoryIndex: AnyObject {
    /// The positions in `wallet.transactions` of user `id`'s transactions, in the order and number of
    /// `wallet.history(ofUser: id, limit: limit)`. `wallet` is the store's wallet: what it held when last
    /// asked it still holds at the same positions, with any number of transactions, accounts and cards
    /// appended since.
    func positions(ofUser id: String, limit: Int?, in wallet: WalletState) -> [Int]
    /// The positions of user `id`'s transactions in the reverse of `wallet.history(ofUser: id)`'s order (oldest
    /// first): a `TransactionHistory` of the whole history reads them from the end, without copying a row.
    func positionsOldestFirst(ofUser id: String, in wallet: WalletState) -> [Int32]
    /// The positions of account `id`'s transactions, in the order of `wallet.history(ofAccount: id)`.
    func positions(ofAccount id: String, in wallet: WalletState) -> [Int]
    /// `wallet.usesReference(reference)`: whether a transaction carries `reference` or has an id made from it.
    func usesReference(_ reference: String, in wallet: WalletState) -> Bool
    /// Money in and out of user `id`'s whole history, per currency as the transactions write it ("INR", "₹"):
    /// what `wallet.history(ofUser: id)` adds up to (`TransactionTotals.sums`).
    func totals(ofUser id: String, in wallet: WalletState) -> [String: (in: Decimal, out: Decimal)]
}
