import Foundation
import SwippyData
import Testing

@Suite("Transaction query, filters and totals")
struct TransactionQueryTests {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt
    static let now = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00:00Z

    static func row(
        _ id: String, _ day: String, _ direction: Transaction.Direction, _ amount: Decimal, _ currency: String = "INR",
        counterparty: String = "Shop", note: String = "", category: String = "shopping", account: String? = "A1",
        card: String? = nil
    ) -> Transaction {
        Transaction(
            id: id, date: SwippyDate.parse(day) ?? now, accountID: card == nil ? account : nil, cardNumber: card,
            direction: direction, amount: amount, currency: currency, counterparty: counterparty, category: category,
            note: note, reference: "REF-\(id)")
    }

    static let history = [
        row("t6", "2026-11-21T10:00:00Z", .debit, 450, counterparty: "Blue Tokai Coffee", note: "flat white"),
        row(
            "t5", "2026-11-20T09:00:00Z", .credit, 25_000, counterparty: "Ravi Kumar +91 98450 12345",
            note: "rent share", category: "transfer"),
        row("t4", "2026-11-02T08:00:00Z", .debit, 120, "USD", counterparty: "Amazon US", account: "A2"),
        row("t3", "2026-10-15T08:00:00Z", .debit, 1_500, "₹", counterparty: "Swiggy", category: "food", card: "4111"),
        row("t2", "2026-09-01T08:00:00Z", .debit, 50, "XYZ", counterparty: "Odd Shop", account: "A2"),
        row("t1", "2026-05-01T08:00:00Z", .credit, 100, counterparty: "Salary", category: "salary"),
    ]

    static let query = TransactionQuery(
        history: history,
        holderNames: ["A1": "Savings ••4821", "A2": "Dollar wallet ••0042", "4111": "Millennia ••4111"],
        currencyCodes: ["₹": "INR"])

    static func ids(_ filter: TransactionFilter) -> [String] { query.run(filter).map(\.id) }

    static func day(_ text: String) -> DateInput.Day? { try? DateInput.parse(text, now: now, in: utc).get() }

    @Test func noFilter_isTheWholeHistory_inItsOrder() {
        #expect(Self.ids(TransactionFilter()) == ["t6", "t5", "t4", "t3", "t2", "t1"])
    }

    @Test(arguments: [
        ("coffee", ["t6"]), ("FLAT", ["t6"]), ("REF-t3", ["t3"]), ("98450 12345", ["t5"]), ("9845012345", ["t5"]),
        ("dollar", ["t4", "t2"]), ("4821", ["t6", "t5", "t1"]), ("food", ["t3"]), ("nothing like it", []),
        ("  ", ["t6", "t5", "t4", "t3", "t2", "t1"]),
    ])
    func search_matchesCounterpartyNoteReferencePhoneAndAccount(text: String, expected: [String]) {
        var filter = TransactionFilter()
        filter.search = text
        #expect(Self.ids(filter) == expected)
    }

    @Test func dateRange_includesBothWholeDays() {
        var filter = TransactionFilter()
        filter.from = Self.day("2026-10-15")
        filter.to = Self.day("20 Nov 2026")
        #expect(Self.ids(filter) == ["t5", "t4", "t3"])
    }

    @Test func amountCurrencyDirectionAccountCategory_eachNarrow_andCombine() {
        var filter = TransactionFilter()
        filter.minimum = 100
        filter.maximum = 1_500
        #expect(Self.ids(filter) == ["t6", "t4", "t3", "t1"])
        filter.direction = .debit
        #expect(Self.ids(filter) == ["t6", "t4", "t3"])
        filter.currency = "INR"
        #expect(Self.ids(filter) == ["t6", "t3"], "a card's ₹ counts as INR")
        filter.holder = "4111"
        #expect(Self.ids(filter) == ["t3"])
        filter.category = "FOOD"
        #expect(Self.ids(filter) == ["t3"])
        filter.category = "shopping"
        #expect(Self.ids(filter).isEmpty)
    }

    @Test func totals_convertToTheBase_sayApproximate_andNameUnconvertedCurrencies() {
        let rates = ExchangeRates(
            base: "INR", asOf: Self.now,
            rates: [ExchangeRate(code: "USD", rate: Decimal(string: "0.0125") ?? 0, history: [])])
        let totals = TransactionTotals(Self.history, base: "INR", rates: rates, code: Self.query.code(of:))
        #expect(totals.moneyIn == 25_100)
        #expect("\(totals.moneyOut)" == "11550")
        #expect("\(totals.net)" == "13550")
        #expect(totals.isApproximate)
        #expect(totals.unconverted == ["XYZ"])
        let rupeesOnly = TransactionTotals(
            Array(Self.history.prefix(2)), base: "INR", rates: rates, code: Self.query.code(of:))
        #expect(!rupeesOnly.isApproximate && rupeesOnly.unconverted.isEmpty)
    }

    @Test func monthlySpending_isMoneyOutPerMonth_lastSixOldestFirst() {
        let rates = ExchangeRates(base: "INR", asOf: Self.now, rates: [ExchangeRate(code: "USD", rate: 2, history: [])])
        let months = TransactionTotals.monthlySpending(
            Self.history, months: 6, now: Self.now, zone: Self.utc, base: "INR", rates: rates,
            code: Self.query.code(of:))
        #expect(months.map(\.month) == ["Jun 2026", "Jul 2026", "Aug 2026", "Sep 2026", "Oct 2026", "Nov 2026"])
        #expect(months.map(\.amount) == [0, 0, 0, 0, 1_500, 510])
    }

    @Test func aLongHistory_isFilteredInOnePass_andPagingSlicesTheResult() {
        let long = (0..<20_000).map {
            Self.row("r\($0)", "2026-11-01T00:00:00Z", $0 % 2 == 0 ? .debit : .credit, Decimal($0 % 500 + 1))
        }
        let query = TransactionQuery(history: long, holderNames: [:])
        var filter = TransactionFilter()
        filter.direction = .credit
        filter.minimum = 250
        let result = query.run(filter)
        #expect(result.count == long.filter { $0.direction == .credit && $0.amount >= 250 }.count)
        #expect(result.first?.id == "r249")
    }
}
