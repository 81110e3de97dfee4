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

    /// Both legs and the rate of a payment that changed currency, from the side `transaction` records: on the
    /// sender's debit what arrived ("Arrived", "£10.00"), on the receiver's credit what was sent ("Sent",
    /// "₹1,051.64"), then the rate from the sent currency to the received one on the rates' day. Nothing for a
    /// payment in one currency (or one recorded before both legs were kept).
    static func otherLeg(_ transaction: Transaction, query: TransactionQuery, zone: TimeZone) -> [(
        label: String, value: String, keep: Bool
    )] {
        guard let leg = transaction.otherLeg else { return [] }
        let sent = transaction.direction == .debit
        let rate = leg.rateText(ownCurrency: query.code(of: transaction), sentBy: sent)
        return [
            (sent ? "Arrived" : "Sent", "\(leg.money.formatted) (\(leg.currency))", true),
            ("Rate", "\(rate) on \(SwippyDate.day(leg.asOf, in: zone))", true),
        ]
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

    /// What the totals cover: every row the search and filters matched, on every page, not only the page shown,
    /// less the legs of internal moves left out, counted in the heading: "Totals of all 23 transactions", "Totals
    /// of all 37 matching", "Totals of the 1 matching", "Totals of 23 transactions, not counting 4 between your
    /// own accounts and cards" (27 rows, 4 of them legs of moves). Counts are grouped as the money is.
    static func totalsHeading(_ state: HistoryState) -> String {
        let digits = MoneyFormat.grouping(for: countCurrency(state))
        let leftOut = state.totals?.internalLeftOut ?? 0
        let counted = state.rows.count - leftOut
        let what = state.filter.isEmpty ? (counted == 1 ? "transaction" : "transactions") : "matching"
        guard leftOut > 0 else {
            return counted == 1 ? "Totals of the 1 \(what)" : "Totals of all \(digits.count(counted)) \(what)"
        }
        return "Totals of \(digits.count(counted)) \(what), not counting \(digits.count(leftOut)) between your own "
            + "accounts and cards"
    }

    /// In, out and net of every row matched (all pages) in the totals' currency ("≈" when converted), and any
    /// currency left out (what internal moves left out is said in the heading, `totalsHeading`).
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
        return fields
    }
}
