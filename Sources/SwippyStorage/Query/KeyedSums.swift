import Foundation
import SwippyData

/// Totals of a `ColumnIndex`'s rows: amounts summed as integer keys per currency and direction, one
/// `Decimal` per currency at the end (a sum that would overflow 64 bits is carried into a `Decimal` first).
enum KeyedSums {
    /// Money in and out per ISO code, from the keys; nil when a row has no key.
    static func of(
        _ positions: [Int]?, count: Int, columns: TransactionColumns, codes: [String: String]
    ) -> [String: (in: Decimal, out: Decimal)]? {
        let currencies = columns.currency.values
        // Per currency value and direction (credit at 2n, debit at 2n + 1): the running key sum, the sums
        // already carried into a Decimal when the integer would overflow, and whether any row was there.
        var keys = [Int64](repeating: 0, count: currencies.count * 2)
        var carried = [Decimal](repeating: 0, count: currencies.count * 2)
        var seen = [Bool](repeating: false, count: currencies.count)
        for index in 0..<(positions?.count ?? count) {
            let position = positions?[index] ?? index
            let key = columns.amounts[position]
            let currency = Int(columns.currency.rows[position])
            guard key != TransactionColumns.noKey, currency >= 0 else { return nil }
            seen[currency] = true
            let slot = currency * 2 + (columns.directions[position] == .credit ? 0 : 1)
            let (sum, overflow) = keys[slot].addingReportingOverflow(key)
            if overflow {
                carried[slot] += Self.decimal(keys[slot])
                keys[slot] = key
            } else {
                keys[slot] = sum
            }
        }
        var sums: [String: (in: Decimal, out: Decimal)] = [:]
        for (number, value) in currencies.enumerated() where seen[number] {
            let code = codes[value] ?? value
            var sum = sums[code] ?? (0, 0)
            sum.in += carried[number * 2] + Self.decimal(keys[number * 2])
            sum.out += carried[number * 2 + 1] + Self.decimal(keys[number * 2 + 1])
            sums[code] = sum
        }
        return sums
    }

    /// `tenThousandths` / 10,000, exactly.
    static func decimal(_ tenThousandths: Int64) -> Decimal {
        Decimal(
            sign: tenThousandths < 0 ? .minus : .plus, exponent: -AmountKey.places,
            significand: Decimal(tenThousandths.magnitude))
    }
}
