import Foundation

/// Money in, money out and net of some rows, in one currency (the user's base), converted through
/// `MoneySummary.convert`. Rows in a currency with no rate are left out and named in `unconverted`.
public struct TransactionTotals: Equatable, Sendable {
    public var currency: String
    public var moneyIn: Decimal
    public var moneyOut: Decimal
    public var net: Decimal { moneyIn - moneyOut }
    /// True when some row had to be converted: the totals are then approximate ("≈").
    public var isApproximate: Bool
    /// Currencies with no rate to `currency`, left out of the totals.
    public var unconverted: [String]
    /// How many legs of internal moves (`InternalMoves`) were left out of the totals.
    public var internalLeftOut = 0

    /// "2 transactions between your own accounts and cards" (what was left out: legs, each a transaction, so one
    /// move is two), or nil when nothing was.
    public var internalLeftOutText: String? {
        guard internalLeftOut > 0 else { return nil }
        return "\(internalLeftOut) transaction\(internalLeftOut == 1 ? "" : "s") between your own accounts and cards"
    }

    /// The totals of `rows` in `base`: one walk summing per currency, then one conversion per currency.
    public init<Rows: Sequence<Transaction>>(
        _ rows: Rows, base: String, rates: ExchangeRates, code: (Transaction) -> String
    ) {
        self.init(sums: Self.sums(rows, code: code), base: base, rates: rates)
    }

    /// Money in and out of `rows` per ISO code: one walk.
    static func sums<Rows: Sequence<Transaction>>(_ rows: Rows, code: (Transaction) -> String) -> [String: (
        in: Decimal, out: Decimal
    )] {
        var sums: [String: (in: Decimal, out: Decimal)] = [:]
        for row in rows {
            let key = code(row)
            var sum = sums[key] ?? (0, 0)
            if row.direction == .credit { sum.in += row.amount } else { sum.out += row.amount }
            sums[key] = sum
        }
        return sums
    }

    /// The totals of `rows` (a run of `query`) in `base`, summed by the query's index when it can. With
    /// `leavingOutInternal` (whole-wallet totals), the legs of internal moves among them are not counted.
    public init(
        _ rows: TransactionRows, query: TransactionQuery, base: String, rates: ExchangeRates,
        leavingOutInternal: Bool = false
    ) {
        let indexed = rows.history == query.history ? query.index.sums(at: rows.positions, in: query) : nil
        var sums = indexed ?? Self.sums(rows, code: query.code(of:))
        let leftOut = leavingOutInternal ? query.internalRows(among: rows) : []
        for row in leftOut {
            let key = query.code(of: row)
            guard var sum = sums[key] else { continue }
            if row.direction == .credit { sum.in -= row.amount } else { sum.out -= row.amount }
            // Amounts are positive, so a currency summing to nothing held only internal legs.
            sums[key] = sum.in == 0 && sum.out == 0 ? nil : sum
        }
        self.init(sums: sums, base: base, rates: rates)
        internalLeftOut = leftOut.count
    }

    /// The totals of money in and out per ISO code (each code with at least one row), in `base`.
    init(sums: [String: (in: Decimal, out: Decimal)], base: String, rates: ExchangeRates) {
        currency = base
        moneyIn = 0
        moneyOut = 0
        isApproximate = false
        unconverted = []
        for (key, sum) in sums.sorted(by: { $0.key < $1.key }) {
            guard let inBase = MoneySummary.convert(sum.in, from: key, to: base, rates: rates),
                let outBase = MoneySummary.convert(sum.out, from: key, to: base, rates: rates)
            else {
                unconverted.append(key)
                continue
            }
            if key != base { isApproximate = true }
            moneyIn += Self.rounded(inBase)
            moneyOut += Self.rounded(outBase)
        }
    }

    /// Money out per calendar month in `zone`, converted to `base`, for the `count` months ending with the
    /// month of `now`, oldest first: one walk over `rows`.
    public static func monthlySpending(
        _ rows: [Transaction], months count: Int, now: Date, zone: TimeZone, base: String, rates: ExchangeRates,
        code: (Transaction) -> String
    ) -> [MonthlyAmount] {
        let calendar = DateInput.calendar(in: zone)
        let current = calendar.dateComponents([.year, .month], from: now)
        let currentIndex = (current.year ?? 1970) * 12 + (current.month ?? 1) - 1
        var sums: [Int: [String: Decimal]] = [:]
        for row in rows where row.direction == .debit {
            let parts = calendar.dateComponents([.year, .month], from: row.date)
            let index = (parts.year ?? 1970) * 12 + (parts.month ?? 1) - 1
            guard index <= currentIndex, index > currentIndex - count else { continue }
            sums[index, default: [:]][code(row), default: 0] += row.amount
        }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (0..<max(0, count)).reversed().map { back in
            let index = currentIndex - back
            let total = (sums[index] ?? [:]).reduce(Decimal(0)) { total, entry in
                total + rounded(MoneySummary.convert(entry.value, from: entry.key, to: base, rates: rates) ?? 0)
            }
            return MonthlyAmount(month: "\(names[index % 12]) \(index / 12)", amount: total, currency: base)
        }
    }

    static func rounded(_ value: Decimal) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, 2, .plain)
        return output
    }
}
