import Foundation
import SwippyData

/// History's query index with the whole history's totals given, not summed: the store's history index keeps
/// them as the history grows (`WalletStore.totals(ofUser:)`), so opening History totals nothing. Every search
/// and filter, and totals of some rows, are the inner index's.
struct KeptTotalsIndex: TransactionIndex {
    let inner: any TransactionIndex
    /// Money in and out of the query's whole history, per currency as the transactions write it.
    let totals: [String: (in: Decimal, out: Decimal)]

    func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        inner.positions(matching: filter, search: search, in: query)
    }

    /// Per ISO code: the kept totals for every row, else the inner index's sums.
    func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        guard positions == nil else { return inner.sums(at: positions, in: query) }
        var sums: [String: (in: Decimal, out: Decimal)] = [:]
        for (currency, total) in totals {
            let code = query.currencyCodes[currency] ?? currency
            var sum = sums[code] ?? (0, 0)
            sum.in += total.in
            sum.out += total.out
            sums[code] = sum
        }
        return sums
    }
}
