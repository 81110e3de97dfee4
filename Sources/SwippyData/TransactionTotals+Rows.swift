import Foundation

extension TransactionTotals {
    /// The totals of `rows` (a run of `query`) in `base`: the same as `init(rows, base:rates:code: query.code(of:))`,
    /// summed through the query's index: amounts as integer keys per currency and direction, one `Decimal` per
    /// currency at the end, instead of a `Decimal` addition and two lookups per row. When some row has no
    /// `AmountKey` (or the rows are not of `query`'s history), every row is summed as a `Decimal`, as before.
    public init(_ rows: TransactionRows, query: TransactionQuery, base: String, rates: ExchangeRates) {
        guard let sums = Self.keyedSums(rows, query: query) else {
            self.init(rows, base: base, rates: rates, code: query.code(of:))
            return
        }
        self.init(sums: sums, base: base, rates: rates)
    }

    /// Money in and out per ISO code, from the keys; nil when a row has no key.
    private static func keyedSums(_ rows: TransactionRows, query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        let columns = query.columns
        guard rows.history == query.history else { return nil }
        let currencies = columns.currency.values
        // Per currency value and direction (credit at 2n, debit at 2n + 1): the running key sum, the sums
        // already carried into a Decimal when the integer would overflow, and whether any row was there.
        var keys = [Int64](repeating: 0, count: currencies.count * 2)
        var carried = [Decimal](repeating: 0, count: currencies.count * 2)
        var seen = [Bool](repeating: false, count: currencies.count)
        let positions = rows.positions
        for index in rows.indices {
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
            let code = query.currencyCodes[value] ?? value
            var sum = sums[code] ?? (0, 0)
            sum.in += carried[number * 2] + Self.decimal(keys[number * 2])
            sum.out += carried[number * 2 + 1] + Self.decimal(keys[number * 2 + 1])
            sums[code] = sum
        }
        return sums
    }

    /// `tenThousandths` / 10,000, exactly.
    private static func decimal(_ tenThousandths: Int64) -> Decimal {
        Decimal(sign: tenThousandths < 0 ? .minus : .plus, exponent: -AmountKey.places, significand: Decimal(tenThousandths.magnitude))
    }
}
