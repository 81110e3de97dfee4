import Foundation

/// How a `TransactionQuery` finds its rows and sums them. `PlainTransactionIndex` is the reference: one
/// plain walk per run. The app gives History a faster index from SwippyStorage that answers the same.
public protocol TransactionIndex: Sendable {
    /// The positions in `query.history` of the rows that pass `filter` and hold `search` (already trimmed,
    /// nil for none), in the history's order.
    func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int]

    /// Money in and out per ISO code of the rows of `query.history` at `positions` (nil: every row), or nil
    /// when this index cannot sum them (the query then sums them plainly).
    func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]?
}
