import Foundation
import SwippyData

/// History's query index with a progress line around each query it answers (`ProgressLine`): on a terminal,
/// a search or a filter over a long history says "Searching 9,99,998 transactions…" while it runs.
struct ProgressIndex: TransactionIndex {
    let inner: any TransactionIndex
    /// "9,99,998 transactions".
    let rows: String

    func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        ProgressLine.run("Searching \(rows)") { inner.positions(matching: filter, search: search, in: query) }
    }

    func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        ProgressLine.run("Totalling \(rows)") { inner.sums(at: positions, in: query) }
    }
}
