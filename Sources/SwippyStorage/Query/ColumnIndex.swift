import Foundation
import SwippyData

/// History's fast `TransactionIndex`: the history's columns (`TransactionColumns`) built once per query,
/// then each run planned over them (`TransactionQueryPlan`) and totals summed as integer keys. Answers
/// exactly what `PlainTransactionIndex` answers.
public struct ColumnIndex: TransactionIndex {
    let columns: TransactionColumns

    /// The index of `history`.
    public init(_ history: TransactionHistory) {
        columns = TransactionColumns(history)
    }

    public func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        TransactionQueryPlan(filter, search: search, query: query, columns: columns).run()
    }

    public func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        KeyedSums.of(positions, count: query.history.count, columns: columns, codes: query.currencyCodes)
    }
}
