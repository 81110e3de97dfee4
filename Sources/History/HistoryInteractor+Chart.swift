import Foundation
import SwippyCore
import SwippyData

extension HistoryInteractor {
    /// Money out per calendar month in `zone`, converted to `base`, for the `count` months ending with the month
    /// of `now`, oldest first: the answer `TransactionTotals.monthlySpending` gives of
    /// `query.historyLeavingOutInternal`, found by reading only the rows of those months. The history is newest
    /// first, so each month's rows are one run of it, whose ends a binary search over the dates finds (a date is
    /// read without its row); each run's money out is summed per currency as whole ten-thousandths
    /// (`ScaledAmount`), an amount with none carried as a `Decimal`, so the sums are exact, then converted and
    /// rounded per currency as the plain walk does. At a million transactions: the six months' rows, not the
    /// million.
    static func monthlySpending(
        _ query: TransactionQuery, months count: Int, now: Date, zone: TimeZone, base: String, rates: ExchangeRates
    ) -> [MonthlyAmount] {
        let calendar = DateInput.calendar(in: zone)
        let current = calendar.dateComponents([.year, .month], from: now)
        let currentIndex = (current.year ?? 1970) * 12 + (current.month ?? 1) - 1
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let history = query.history
        var internalLegs = query.internalPositions[...]
        var codes: [String: String] = [:]
        // Newest month first, so the runs, and the internal legs skipped in them, come in the history's order.
        let months = (0..<max(0, count)).map { back in
            let index = currentIndex - back
            let newest = firstRow(before: monthStart(index + 1, calendar), in: history)
            let rows = newest..<firstRow(before: monthStart(index, calendar), in: history)
            var sums: [String: (units: Int64, carried: Decimal)] = [:]
            internalLegs = internalLegs.drop { $0 < rows.lowerBound }
            for position in rows {
                if internalLegs.first == position {
                    internalLegs.removeFirst()
                    continue
                }
                let row = history[position]
                guard row.direction == .debit else { continue }
                let code = codes[row.currency] ?? query.code(of: row)
                codes[row.currency] = code
                add(row.amount, to: &sums[code, default: (0, 0)])
            }
            let total = sums.reduce(Decimal(0)) { total, entry in
                let sum = entry.value.carried + ScaledAmount.decimal(entry.value.units, places: 4)
                return total + rounded(MoneySummary.convert(sum, from: entry.key, to: base, rates: rates) ?? 0)
            }
            return MonthlyAmount(month: "\(names[index % 12]) \(index / 12)", amount: total, currency: base)
        }
        return months.reversed()
    }

    /// Adds `amount` to `sum`: as whole ten-thousandths while they fit, else carried as a `Decimal`.
    private static func add(_ amount: Decimal, to sum: inout (units: Int64, carried: Decimal)) {
        guard let key = ScaledAmount.units(amount, places: 4) else {
            sum.carried += amount
            return
        }
        let (units, overflow) = sum.units.addingReportingOverflow(key)
        if overflow {
            sum.carried += ScaledAmount.decimal(sum.units, places: 4)
            sum.units = key
        } else {
            sum.units = units
        }
    }

    /// The first moment of month `index` (year × 12 + month − 1) in the calendar's zone.
    private static func monthStart(_ index: Int, _ calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: index / 12, month: index % 12 + 1, day: 1)) ?? .distantPast
    }

    /// The first row of `history` (newest first) dated before `moment`: `history.count` when none is.
    private static func firstRow(before moment: Date, in history: TransactionHistory) -> Int {
        var (low, high) = (0, history.count)
        while low < high {
            let middle = (low + high) / 2
            if history.date(at: middle) >= moment { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `value` to two places, as every total is rounded.
    private static func rounded(_ value: Decimal) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, 2, .plain)
        return output
    }
}
