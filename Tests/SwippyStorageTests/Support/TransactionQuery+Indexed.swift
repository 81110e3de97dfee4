import Foundation
import SwippyData

@testable import SwippyStorage

extension TransactionQuery {
    /// A query over `history` through the app's `ColumnIndex`.
    static func indexed(
        history: [Transaction], holderNames: [String: String], currencyCodes: [String: String] = [:]
    ) -> TransactionQuery {
        TransactionQuery(
            history: history, holderNames: holderNames, currencyCodes: currencyCodes, indexedBy: ColumnIndex.init)
    }

    /// The columns of the query's `ColumnIndex` (empty for another index).
    var columns: TransactionColumns {
        (index as? ColumnIndex)?.columns ?? TransactionColumns([])
    }
}
