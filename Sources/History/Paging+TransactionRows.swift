import SwippyCore
import SwippyData

extension Paging {
    /// The rows of `rows` on the page shown: only the page's transactions are read.
    func visible(_ rows: TransactionRows) -> [Transaction] {
        Array(rows[range.clamped(to: rows.indices)])
    }
}
