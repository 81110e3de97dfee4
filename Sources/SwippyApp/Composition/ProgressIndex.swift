import Foundation
import SwippyCore
import SwippyData
import SwippyText

/// History's query index with a progress line around each query it answers (`ProgressLine`): on a terminal,
/// a search or a filter over a long history says "Searching 999,998 transactions… 32,768 of 999,998" while
/// it runs, the rows scanned of the history's.
struct ProgressIndex: TransactionIndex {
    let inner: any TransactionIndex
    /// How many transactions the history holds.
    let count: Int
    /// "999,998 transactions".
    var rows: String { Plural.of(count, "transaction") }
    /// A count as the line shows it, grouped as `rows` is.
    private static let grouped: @Sendable (Int) -> String = { DigitGrouping.thousands.count($0) }

    func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        ProgressLine.run("Searching \(rows)", of: count, counted: Self.grouped) {
            inner.positions(matching: filter, search: search, in: query)
        }
    }

    func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        ProgressLine.run("Totalling \(rows)") { inner.sums(at: positions, in: query) }
    }
}
