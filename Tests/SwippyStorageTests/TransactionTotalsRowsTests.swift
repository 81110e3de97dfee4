import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("Totals of a query's rows, summed on the index's amount keys, are the totals of the plain walk")
struct TransactionTotalsRowsTests {
    static let rates = ExchangeRates(
        base: "INR", asOf: Date(timeIntervalSince1970: 1_795_305_600),
        rates: [ExchangeRate(code: "USD", rate: Decimal(string: "0.0125") ?? 0, history: [])])

    /// Rows in rupees (as "INR" and "₹"), dollars and a currency with no rate, every amount with a key.
    static func history(amounts: [Decimal]) -> [Transaction] {
        var generator = SeededGenerator(seed: 5)
        return (0..<3_000).map { index in
            let pick = Int(generator.next() % 1_000)
            return Transaction(
                id: "r\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 - Double(index) * 600),
                accountID: ["A1", "A2"][pick % 2], direction: pick % 3 == 0 ? .credit : .debit,
                amount: amounts[(index + pick) % amounts.count], currency: ["INR", "₹", "USD", "XYZ"][pick % 4],
                counterparty: "Shop", category: ["food", "bills"][index % 2], note: "", reference: "R\(index)")
        }
    }

    static let keyed: [Decimal] = [
        1, Decimal(string: "0.01") ?? 0, Decimal(string: "250.5") ?? 0, Decimal(string: "12.3456") ?? 0, 99_999,
    ]

    static func expectSame(_ rows: TransactionRows, _ query: TransactionQuery, base: String) {
        let plain = TransactionTotals(Array(rows), base: base, rates: rates, code: query.code(of:))
        let indexed = TransactionTotals(rows, query: query, base: base, rates: rates)
        #expect(indexed == plain)
        // The same written form too ("11550", not "11550.00"): the totals are shown and mailed.
        #expect(
            "\(indexed.moneyIn) \(indexed.moneyOut) \(indexed.net)" == "\(plain.moneyIn) \(plain.moneyOut) \(plain.net)"
        )
    }

    @Test(arguments: ["INR", "USD"])
    func everyFilter_givesThePlainTotals(base: String) {
        let query = TransactionQuery.indexed(
            history: Self.history(amounts: Self.keyed), holderNames: [:], currencyCodes: ["₹": "INR"])
        var filters: [TransactionFilter] = [TransactionFilter()]
        for holder in ["A1", "A2"] {
            var filter = TransactionFilter()
            (filter.holder, filter.category) = (holder, "food")
            filters.append(filter)
        }
        var none = TransactionFilter()
        none.search = "nothing at all"
        filters.append(none)
        var rupees = TransactionFilter()
        rupees.currency = "INR"
        filters.append(rupees)
        for filter in filters {
            Self.expectSame(query.run(filter), query, base: base)
        }
        let all = TransactionTotals(query.run(TransactionFilter()), query: query, base: base, rates: Self.rates)
        #expect(all.unconverted == ["XYZ"] && all.isApproximate)
        #expect(all.moneyIn > 0 && all.moneyOut > 0)
    }

    @Test func sumsBeyondSixtyFourBits_andAmountsWithoutAKey_keepTheirExactTotals() {
        // 899,999,999,999,999.9999 is the largest key: a few of them overflow an Int64 of ten-thousandths.
        let largest = Decimal(string: "899999999999999.9999") ?? 0
        let big = TransactionQuery.indexed(
            history: Self.history(amounts: [largest, 1]), holderNames: [:], currencyCodes: ["₹": "INR"])
        #expect(big.columns.amounts.allSatisfy { $0 != TransactionColumns.noKey })
        Self.expectSame(big.run(TransactionFilter()), big, base: "INR")
        let plain = TransactionTotals(big.history, base: "INR", rates: Self.rates, code: big.code(of:))
        #expect(plain.moneyOut > largest * 100)
        let keyless = TransactionQuery.indexed(
            history: Self.history(amounts: Self.keyed + [Decimal(string: "0.00001") ?? 0]), holderNames: [:],
            currencyCodes: ["₹": "INR"])
        #expect(keyless.columns.amounts.contains(TransactionColumns.noKey))
        Self.expectSame(keyless.run(TransactionFilter()), keyless, base: "INR")
    }

    @Test func rowsOfAnotherHistory_areSummedPlainly() {
        let query = TransactionQuery.indexed(
            history: Self.history(amounts: Self.keyed), holderNames: [:], currencyCodes: ["₹": "INR"])
        let other = TransactionQuery.indexed(
            history: Self.history(amounts: [7]), holderNames: [:], currencyCodes: ["₹": "INR"])
        let rows = other.run(TransactionFilter())
        let totals = TransactionTotals(rows, query: query, base: "INR", rates: Self.rates)
        #expect(totals == TransactionTotals(Array(rows), base: "INR", rates: Self.rates, code: query.code(of:)))
    }
}
