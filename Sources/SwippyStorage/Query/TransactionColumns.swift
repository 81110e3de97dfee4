import Foundation
import SwippyData

/// History's index over one query's rows, built once when the query is made: repeating text (counterparty,
/// category, currency, account, card) as a small number per row into its distinct values, the dates, the
/// directions, the amounts as integer keys, the notes and references as one lower-cased buffer
/// (`TransactionSearchText`), and whether the rows are newest first (then a date range is found by binary
/// search). A filter then tests each distinct value once, not each row, and a row costs a few array reads.
struct TransactionColumns: Equatable, Sendable {
    /// A column of text that repeats: each row's number into `values`, -1 for none.
    struct Interned: Equatable, Sendable {
        private(set) var values: [String] = []
        private(set) var rows: [Int32] = []
        private var numbers: [String: Int32] = [:]

        private static let fewValues = 8

        init(capacity: Int) { rows.reserveCapacity(capacity) }

        mutating func append(_ text: String?) {
            guard let text else { return rows.append(-1) }
            // A few values are compared directly (equal strings read from one file share their storage, and
            // short ones are compared in place), which costs less than hashing the text.
            if values.count <= Self.fewValues {
                for (number, value) in values.enumerated() where value == text { return rows.append(Int32(number)) }
            } else if let number = numbers[text] {
                return rows.append(number)
            }
            let number = Int32(values.count)
            numbers[text] = number
            values.append(text)
            rows.append(number)
        }

        /// Adds a row whose value is the one `append` numbered `number`.
        mutating func append(number: Int32) { rows.append(number) }

        /// The number of the last row's value.
        var lastNumber: Int32 { rows.last ?? -1 }

        /// `test` of each distinct value, by number.
        func each(_ test: (String) -> Bool) -> [Bool] { values.map(test) }
    }

    var counterparty: Interned
    var category: Interned
    var currency: Interned
    var account: Interned
    var card: Interned
    var dates: [Date]
    var directions: [Transaction.Direction]
    /// Each row's `AmountKey` in ten-thousandths, `noKey` for an amount without one (compared as a `Decimal`).
    var amounts: [Int64]
    var text: TransactionSearchText
    /// True when no row is later than the one before it (a history as `WalletState` gives it).
    var isNewestFirst: Bool

    /// The amount of a row without an `AmountKey` (no key reaches it: keys stay within ±900 trillion).
    static let noKey = Int64.min

    init<Rows: Collection<Transaction>>(_ history: Rows) {
        self.init(capacity: history.count)
        for transaction in history { append(transaction) }
        text.lowerCase()
    }

    /// Empty columns with room for `capacity` rows.
    init(capacity count: Int) {
        (counterparty, category, currency) = (
            Interned(capacity: count), Interned(capacity: count), Interned(capacity: count)
        )
        (account, card) = (Interned(capacity: count), Interned(capacity: count))
        dates = []
        dates.reserveCapacity(count)
        directions = []
        directions.reserveCapacity(count)
        amounts = []
        amounts.reserveCapacity(count)
        text = TransactionSearchText(capacity: count)
        isNewestFirst = true
    }

    /// Adds the next row (call `text.lowerCase()` once after the last).
    mutating func append(_ transaction: Transaction) {
        counterparty.append(transaction.counterparty)
        category.append(transaction.category)
        currency.append(transaction.currency)
        account.append(transaction.accountID)
        card.append(transaction.cardNumber)
        appendDate(transaction.date)
        directions.append(transaction.direction)
        amounts.append(AmountKey(transaction.amount)?.tenThousandths ?? Self.noKey)
        text.append(note: transaction.note, reference: transaction.reference)
    }

    /// Adds the next row's date, noting when the rows stop being newest first.
    mutating func appendDate(_ date: Date) {
        if let last = dates.last, date > last { isNewestFirst = false }
        dates.append(date)
    }

    /// The rows whose date is in `from ..< to` (either open), by binary search when the rows are newest first.
    func rows(from: Date?, to: Date?) -> Range<Int> {
        guard isNewestFirst else { return 0..<dates.count }
        // Newest first: the rows before `to` are a suffix, the rows from `from` on a prefix.
        let first = to.map { end in firstIndex { dates[$0] < end } } ?? 0
        let past = from.map { start in firstIndex { dates[$0] < start } } ?? dates.count
        return first..<max(first, past)
    }

    /// The first index where `isPast` holds, for a predicate false on a prefix and true after it.
    private func firstIndex(where isPast: (Int) -> Bool) -> Int {
        var (low, high) = (0, dates.count)
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
