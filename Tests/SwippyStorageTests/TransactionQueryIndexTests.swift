import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("History's query index gives exactly what one plain walk over the history gives")
struct TransactionQueryIndexTests {
    /// The plain walk the index replaced, kept here as the oracle: every filter, then the search in each field.
    static func walk(_ query: TransactionQuery, _ filter: TransactionFilter) -> [Transaction] {
        guard !filter.isEmpty else { return Array(query.history) }
        let needle = filter.search.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return query.history.filter { row in
            guard filter.admits(row, code: query.code(of: row)) else { return false }
            guard let needle else { return true }
            if query.holderNames.contains(where: {
                ($0.key == row.accountID || $0.key == row.cardNumber)
                    && $0.value.range(of: needle, options: options) != nil
            }) {
                return true
            }
            if [row.counterparty, row.note, row.reference, row.category].contains(where: {
                $0.range(of: needle, options: options) != nil
            }) {
                return true
            }
            guard let digits = TransactionQuery.phoneDigits(needle) else { return false }
            return [row.counterpartyMobile ?? "", row.counterparty, row.note].contains {
                $0.filter(\.isNumber).contains(digits)
            }
        }
    }

    static let counterparties = [
        "Blue Tokai Coffee", "Café Noir", "Ravi Kumar +91 98450 12345", "SWIGGY", "Amazon US", "Straße 9", "ZOMATO ltd",
    ]
    static let notes = ["", "flat white", "Order 4821", "rent share", "CAFÉ au lait", "ref 98450-12345", "naïve"]

    /// Newest first when `ordered`, else shuffled dates (the index must not rely on the order then).
    static func history(ordered: Bool) -> [Transaction] {
        var generator = SeededGenerator(seed: 7)
        return (0..<3_000).map { index in
            let step = ordered ? 3_000 - index : Int(generator.next() % 3_000)
            let onCard = index % 5 == 4
            return Transaction(
                id: "t\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 + Double(step) * 3_600),
                accountID: onCard ? nil : ["A1", "A2", "A3"][index % 3], cardNumber: onCard ? "4111" : nil,
                direction: index % 3 == 0 ? .credit : .debit, amount: Decimal(index % 700 + 1) + Decimal(index % 7) / 4,
                currency: onCard ? "₹" : ["INR", "USD"][index % 2],
                counterparty: counterparties[index % counterparties.count],
                category: ["food", "Shopping", "bills"][index % 3], note: notes[index % notes.count],
                reference: "REF-\(index)")
        }
    }

    static func filters() -> [TransactionFilter] {
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_795_305_600)
        let day = { (text: String) in try? DateInput.parse(text, now: now, in: utc).get() }
        var result: [TransactionFilter] = []
        for search in [
            nil, "coffee", "CAFE", "café", "98450 12345", "4821", "savings", "strasse", "REF-12", "ß", "  naive ",
            "none at all",
        ] {
            for variant in 0..<6 {
                var filter = TransactionFilter()
                filter.search = search
                switch variant {
                case 1: (filter.from, filter.to) = (day("2026-05-30"), day("2026-06-20"))
                case 2: (filter.minimum, filter.maximum) = (Decimal(string: "100.25"), 400)
                case 3: (filter.currency, filter.direction) = ("INR", .debit)
                case 4: (filter.holder, filter.category) = ("A2", "SHOPPING")
                case 5: (filter.holder, filter.from) = ("4111", day("2026-06-10"))
                default: break
                }
                result.append(filter)
            }
        }
        return result
    }

    @Test(arguments: [true, false])
    func everyFilterAndSearch_matchesThePlainWalk(ordered: Bool) {
        let query = TransactionQuery.indexed(
            history: Self.history(ordered: ordered),
            holderNames: ["A1": "Savings ••4821", "A2": "Dollar wallet ••0042", "4111": "Millennia ••4111"],
            currencyCodes: ["₹": "INR"])
        #expect(query.columns.isNewestFirst == ordered)
        let plain = TransactionQuery(
            history: query.history, holderNames: query.holderNames, currencyCodes: query.currencyCodes)
        for filter in Self.filters() {
            let expected = Self.walk(query, filter)
            #expect(query.run(filter).map(\.id) == expected.map(\.id), "\(filter)")
            #expect(plain.run(filter).map(\.id) == expected.map(\.id), "PlainTransactionIndex: \(filter)")
        }
        #expect(
            Self.filters().contains {
                !Self.walk(query, $0).isEmpty && Self.walk(query, $0).count < query.history.count
            })
    }

    @Test func aDateRange_onANewestFirstHistory_isFoundByBinarySearch() {
        let history = Self.history(ordered: true)
        let columns = TransactionColumns(history)
        let from = Date(timeIntervalSince1970: 1_780_000_000 + 1_000 * 3_600)
        let to = Date(timeIntervalSince1970: 1_780_000_000 + 2_000 * 3_600)
        let inside = history.indices.filter { history[$0].date >= from && history[$0].date < to }
        #expect(inside.count == 1_000)
        #expect(columns.rows(from: from, to: to) == (inside.first ?? 0)..<((inside.last ?? 0) + 1))
        #expect(columns.rows(from: nil, to: nil) == history.indices)
    }
}
