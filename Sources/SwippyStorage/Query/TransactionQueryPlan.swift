import Foundation
import SwippyData

/// One run of a query over a `ColumnIndex`: the filter and search turned, once, into answers per distinct
/// value of the index's columns (`TransactionColumns`): which currencies, categories, accounts and cards pass, which
/// counterparties hold the search. A row then costs a few array reads: amounts compare as integer keys, and the
/// notes and references of the rows walked are searched in one pass over the index's text buffer
/// (`TransactionSearchText`). A date range limits the rows walked by binary search. The result is the
/// positions of the rows (`TransactionRows`), not copies of them.
struct TransactionQueryPlan {
    private let filter: TransactionFilter
    private let history: TransactionHistory
    private let columns: TransactionColumns
    private let currencyPasses: [Bool]?
    private let categoryPasses: [Bool]?
    private let accountIsHolder: [Bool]?
    private let cardIsHolder: [Bool]?
    private let search: TextMatch?
    private let accountNamed: [Bool]
    private let cardNamed: [Bool]
    private let counterpartyHolds: [Bool]
    private let categoryHolds: [Bool]
    /// The filter's bounds as `AmountKey`s, when they have one.
    private let minimumKey: Int64?
    private let maximumKey: Int64?

    init(_ filter: TransactionFilter, search needle: String?, query: TransactionQuery, columns: TransactionColumns) {
        self.filter = filter
        history = query.history
        self.columns = columns
        currencyPasses = filter.currency.map { wanted in
            columns.currency.each { (query.currencyCodes[$0] ?? $0) == wanted }
        }
        categoryPasses = filter.category.map { wanted in
            columns.category.each { $0.caseInsensitiveCompare(wanted) == .orderedSame }
        }
        accountIsHolder = filter.holder.map { holder in columns.account.each { $0 == holder } }
        cardIsHolder = filter.holder.map { holder in columns.card.each { $0 == holder } }
        let search = needle.map(TextMatch.init)
        self.search = search
        // An account or card whose name holds the search matches all its rows.
        let named = { (id: String) in
            guard let search, let name = query.holderNames[id] else { return false }
            return name.range(of: search.needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
        accountNamed = search == nil ? [] : columns.account.each(named)
        cardNamed = search == nil ? [] : columns.card.each(named)
        counterpartyHolds =
            search.map { search in columns.counterparty.each { search.isIn($0) || search.digitsAreIn($0) } } ?? []
        categoryHolds = search.map { search in columns.category.each(search.isIn) } ?? []
        minimumKey = filter.minimum.flatMap(AmountKey.init)?.tenThousandths
        maximumKey = filter.maximum.flatMap(AmountKey.init)?.tenThousandths
    }

    /// The matching rows, in the history's order.
    func run() -> [Int] {
        let range = columns.rows(from: filter.from?.start, to: filter.to?.end)
        let notesHold = search.flatMap { columns.text.holds($0, rows: range, history: history) }
        var result: [Int] = []
        // A progress line, if one watches, hears every `rowStride` rows scanned.
        let meter = WorkProgress.current
        let stride = WorkProgress.rowStride
        for row in range {
            if let meter, (row - range.lowerBound + 1) % stride == 0 { meter.add(stride) }
            if admits(row, notesHold: notesHold.map { $0[row - range.lowerBound] }) { result.append(row) }
        }
        return result
    }

    /// True when the row passes every filter and holds the search. `notesHold`: whether its note or reference
    /// holds the search (or its note the phone), when the text buffer answered (else the row's strings are
    /// searched here).
    private func admits(_ row: Int, notesHold: Bool?) -> Bool {
        let date = columns.dates[row]
        if let from = filter.from, date < from.start { return false }
        if let to = filter.to, date >= to.end { return false }
        if let currencyPasses, !currencyPasses[Int(columns.currency.rows[row])] { return false }
        if let direction = filter.direction, columns.directions[row] != direction { return false }
        let account = Int(columns.account.rows[row])
        let card = Int(columns.card.rows[row])
        if let accountIsHolder, let cardIsHolder,
            !(account >= 0 && accountIsHolder[account]), !(card >= 0 && cardIsHolder[card])
        {
            return false
        }
        if let categoryPasses, !categoryPasses[Int(columns.category.rows[row])] { return false }
        // Amounts last: a row or bound without a key compares `Decimal`s, which costs more than the rest.
        let key = columns.amounts[row]
        if let minimum = filter.minimum {
            if let minimumKey, key != TransactionColumns.noKey {
                if key < minimumKey { return false }
            } else if history[row].amount < minimum {
                return false
            }
        }
        if let maximum = filter.maximum {
            if let maximumKey, key != TransactionColumns.noKey {
                if key > maximumKey { return false }
            } else if history[row].amount > maximum {
                return false
            }
        }
        guard let search else { return true }
        if account >= 0 && accountNamed[account] || card >= 0 && cardNamed[card] { return true }
        if counterpartyHolds[Int(columns.counterparty.rows[row])] || categoryHolds[Int(columns.category.rows[row])] {
            return true
        }
        // A phone-like search also looks at the other side's mobile (read in place, only for such a search).
        if search.digits != nil, let mobile = history[row].counterpartyMobile, search.digitsAreIn(mobile) {
            return true
        }
        if let notesHold { return notesHold }
        let transaction = history[row]
        return search.isIn(transaction.note) || search.isIn(transaction.reference)
            || search.digitsAreIn(transaction.note)
    }
}
