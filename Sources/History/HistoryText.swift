import Foundation
import SwippyCore
import SwippyData

/// The words History's screens share: a row, the applied search and filters, the totals.
enum HistoryText {
    /// A transaction as a row of the list: local date and time, counterparty, note, account, signed amount.
    /// With `now` the date is compact ("21 Nov, 10:00"; the year only when it is not `now`'s) and the zone is
    /// said once above the list (`zoneHeading`); without it, in full ("21 Nov 2026, 10:00 GMT").
    static func row(
        _ transaction: Transaction, number: Int, query: TransactionQuery, zone: TimeZone, now: Date? = nil
    ) -> HistoryViewModel.Row {
        HistoryViewModel.Row(
            number: "\(number).",
            when: now.map { SwippyDate.shortDayAndTime(transaction.date, in: zone, now: $0) }
                ?? SwippyDate.dayAndTime(transaction.date, in: zone),
            counterparty: transaction.counterparty, note: transaction.note, account: query.holderName(of: transaction),
            amount: amount(transaction, query), isCredit: transaction.direction == .credit)
    }

    /// "+₹25,000.00" / "-$120.00".
    static func amount(_ transaction: Transaction, _ query: TransactionQuery) -> String {
        let text = MoneyFormat.string(transaction.signedAmount, currency: query.code(of: transaction))
        return transaction.direction == .credit ? "+" + text : text
    }

    /// The search and every filter applied, in words: ["search \"coffee\"", "from 01 Nov 2026", "out"].
    static func applied(_ filter: TransactionFilter, query: TransactionQuery) -> [String] {
        var names: [String] = []
        if let search = filter.search { names.append("search \"\(search)\"") }
        if let from = filter.from { names.append("from \(from.text)") }
        if let to = filter.to { names.append("to \(to.text)") }
        if let minimum = filter.minimum { names.append("min \(minimum)") }
        if let maximum = filter.maximum { names.append("max \(maximum)") }
        if let currency = filter.currency { names.append("currency \(currency)") }
        if let direction = filter.direction { names.append(direction == .credit ? "money in" : "money out") }
        if let holder = filter.holder { names.append("account \(query.holderNames[holder] ?? holder)") }
        if let category = filter.category { names.append("category \(category)") }
        return names
    }

    /// The currency whose grouping the list's counts take, `MoneyFormat.grouping(for:)`: the totals' (the
    /// Indian way for rupees), or "" before there are totals (by three).
    static func countCurrency(_ state: HistoryState) -> String {
        state.totals?.currency ?? ""
    }

    /// "Search: coffee · 12 of 340", "Filters: from 01 Nov 2026, money out · 12 of 340" or "340 transactions",
    /// counts grouped as the money is ("9,99,998 transactions").
    static func summary(_ state: HistoryState) -> String {
        let total = state.query.history.count
        let digits = MoneyFormat.grouping(for: countCurrency(state))
        guard !state.filter.isEmpty else { return Plural.of(total, "transaction", grouping: digits) }
        var parts: [String] = []
        if let search = state.filter.search { parts.append("Search: \(search)") }
        var withoutSearch = state.filter
        withoutSearch.search = nil
        let filters = applied(withoutSearch, query: state.query)
        if !filters.isEmpty { parts.append("Filters: " + filters.joined(separator: ", ")) }
        parts.append("\(digits.count(state.rows.count)) of \(digits.count(total))")
        return parts.joined(separator: " · ")
    }

    /// What the totals cover: every row the search and filters matched, on every page, not only the page shown.
    /// "Totals of all 23 transactions", "Totals of all 37 matching", "Totals of the 1 matching".
    static func totalsHeading(_ state: HistoryState) -> String {
        let count = state.rows.count
        let what = state.filter.isEmpty ? (count == 1 ? "transaction" : "transactions") : "matching"
        return count == 1
            ? "Totals of the 1 \(what)"
            : "Totals of all \(MoneyFormat.grouping(for: countCurrency(state)).count(count)) \(what)"
    }

    /// In, out and net of every row matched (all pages) in the base currency ("≈" when converted), and any currency
    /// left out.
    static func totals(_ totals: TransactionTotals) -> [HistoryViewModel.Field] {
        func money(_ amount: Decimal) -> String {
            MoneyFormat.approximate(MoneyFormat.string(amount, currency: totals.currency), if: totals.isApproximate)
        }
        var fields = [
            HistoryViewModel.Field(label: "In", value: money(totals.moneyIn), keep: true, tone: .good),
            HistoryViewModel.Field(label: "Out", value: money(totals.moneyOut), keep: true),
            HistoryViewModel.Field(label: "Net", value: money(totals.net), keep: true),
        ]
        if !totals.unconverted.isEmpty {
            fields.append(
                HistoryViewModel.Field(label: "Not converted", value: totals.unconverted.joined(separator: ", ")))
        }
        if let leftOut = totals.internalLeftOutText {
            fields.append(HistoryViewModel.Field(label: "Not counted", value: leftOut))
        }
        return fields
    }
}
