import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("History's rows are positions, its amounts keys and its notes one buffer: the same rows as the plain rules")
struct TransactionQueryRowsTests {
    static let notes = [
        "", "Order 4821", "order", "ORDER for café", "naïve order", "rent", "ab", "Straße", "call +91 98450-12345",
        "x\u{301}y", "98450\u{0}12345 ab",
    ]
    static let references = ["SWPB1", "cd", "REF-ÉTÉ", "swpb", "Ref 98450 12345", "", "ORDERLY"]
    /// Amounts with a key (up to four places) and without one (more places, or beyond 900 trillion).
    static let amounts: [Decimal] = [
        100, 500, Decimal(string: "100.00005") ?? 0, Decimal(string: "99.99999") ?? 0,
        Decimal(string: "500.00001") ?? 0,
        Decimal(string: "250.5") ?? 0, Decimal(string: "0.0001") ?? 0, Decimal(string: "950000000000000") ?? 0, 42,
    ]

    /// A few thousand rows of mixed ASCII and other text, newest first when `ordered`.
    static func history(ordered: Bool) -> [Transaction] {
        var generator = SeededGenerator(seed: 11)
        return (0..<4_000).map { index in
            let step = ordered ? 4_000 - index : Int(generator.next() % 4_000)
            let pick = Int(generator.next() % 1_000)
            return Transaction(
                id: "r\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 + Double(step) * 3_600),
                accountID: index % 4 == 3 ? nil : ["A1", "A2"][index % 2], cardNumber: index % 4 == 3 ? "4111" : nil,
                direction: pick % 3 == 0 ? .credit : .debit, amount: amounts[pick % amounts.count],
                currency: ["INR", "USD", "₹"][index % 3], counterparty: ["Swiggy", "Zoë's", "Ravi"][pick % 3],
                category: ["food", "bills"][pick % 2], note: notes[(index + pick) % notes.count],
                reference: references[(index * 7 + pick) % references.count])
        }
    }

    static func filters() -> [TransactionFilter] {
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_795_305_600)
        let day = { (text: String) in try? DateInput.parse(text, now: now, in: utc).get() }
        var result: [TransactionFilter] = []
        let searches: [String?] = [
            nil, "order", "ORD", "cafe", "café", "ete", "SWPB", "bc", "abcd", "b\u{0}c", "98450 12345",
            "+91 9845012345", "4821", "12345",
            "strasse", "x", "y", "orderly", "1", "zoe", "nothing here",
        ]
        for search in searches {
            for variant in 0..<5 {
                var filter = TransactionFilter()
                filter.search = search
                switch variant {
                case 1: (filter.from, filter.to) = (day("2026-06-01"), day("2026-06-30"))
                case 2: (filter.minimum, filter.maximum) = (100, 500)
                case 3: (filter.minimum, filter.maximum) = (Decimal(string: "100.00005"), Decimal(string: "500.000005"))
                case 4:
                    (filter.direction, filter.holder, filter.minimum) = (.credit, "4111", Decimal(string: "99.99999"))
                default: break
                }
                result.append(filter)
            }
        }
        return result
    }

    @Test(arguments: [true, false])
    func everyFilterAndSearch_givesThePlainWalksRows(ordered: Bool) {
        let query = TransactionQuery.indexed(
            history: Self.history(ordered: ordered), holderNames: ["A1": "Savings ••4821", "4111": "Millennia ••4111"],
            currencyCodes: ["₹": "INR"])
        var narrowed = 0
        for filter in Self.filters() {
            let expected = TransactionQueryIndexTests.walk(query, filter)
            let rows = query.run(filter)
            #expect(rows.map(\.id) == expected.map(\.id), "\(filter)")
            #expect(rows.count == expected.count)
            if !expected.isEmpty && expected.count < query.history.count { narrowed += 1 }
        }
        #expect(narrowed > 40)
    }

    @Test func amountsWithoutAKey_areComparedAsDecimals() {
        let history = Self.history(ordered: true)
        let columns = TransactionColumns(history)
        #expect(columns.amounts.contains(TransactionColumns.noKey))
        #expect(columns.amounts.contains { $0 != TransactionColumns.noKey })
        let query = TransactionQuery.indexed(history: history, holderNames: [:])
        var filter = TransactionFilter()
        (filter.minimum, filter.maximum) = (Decimal(string: "100.00005"), Decimal(string: "500"))
        let ids = Set(query.run(filter).map(\.id))
        let expected = history.filter { $0.amount >= (Decimal(string: "100.00005") ?? 0) && $0.amount <= 500 }
        #expect(ids == Set(expected.map(\.id)))
        #expect(history.contains { $0.amount == Decimal(string: "100.00005") && ids.contains($0.id) })
        #expect(history.contains { $0.amount == 100 && !ids.contains($0.id) })
        #expect(history.contains { $0.amount == 500 && ids.contains($0.id) })
    }

    @Test func aSearch_neverMatchesAcrossANoteAndItsReference_orAcrossRows() {
        let rows = [("ab", "cd"), ("xab", ""), ("cd", "ab"), ("", "b"), ("c", "")].enumerated().map { index, text in
            Transaction(
                id: "t\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 - Double(index)), accountID: "A1",
                direction: .debit, amount: 1, currency: "INR", counterparty: "Shop", category: "food", note: text.0,
                reference: text.1)
        }
        let query = TransactionQuery.indexed(history: rows, holderNames: [:])
        var filter = TransactionFilter()
        for (search, expected) in [
            ("bc", [String]()), ("ab", ["t0", "t1", "t2"]), ("AB", ["t0", "t1", "t2"]), ("dab", []), ("bc ", []),
        ] {
            filter.search = search
            #expect(query.run(filter).map(\.id) == expected, "\(search)")
        }
    }

    @Test func aPhoneSearch_readsEachNotesDigits_andAsksForeignRowsLast() {
        let notes = ["98 98450-12345", "9845 0", "ref 98450", "+91 98450 12345 x", "café 98450 12345"]
        let rows = notes.enumerated().map { index, note in
            Transaction(
                id: "t\(index)", date: Date(timeIntervalSince1970: 1_780_000_000 - Double(index)), accountID: "A1",
                direction: .debit, amount: 1, currency: "INR", counterparty: "Shop", category: "food", note: note,
                reference: "12345")
        }
        let query = TransactionQuery.indexed(history: rows, holderNames: [:])
        var filter = TransactionFilter()
        for (search, expected) in [
            ("98450 12345", ["t0", "t3", "t4"]), ("+91-9845012345", ["t0", "t3", "t4"]),
            ("98450", ["t0", "t1", "t2", "t3", "t4"]),
            ("0 9845", []),
        ] {
            filter.search = search
            #expect(query.run(filter).map(\.id) == expected, "\(search)")
            #expect(TransactionQueryIndexTests.walk(query, filter).map(\.id) == expected, "\(search)")
        }
    }

    @Test func rows_readAsTheTransactionsTheyPointTo() {
        let history = Self.history(ordered: true)
        let all = TransactionRows(all: history)
        #expect(Array(all) == history)
        let some = TransactionRows(history: history, positions: [3, 1_000, 3_999])
        #expect(some.map(\.id) == ["r3", "r1000", "r3999"])
        #expect(some.count == 3 && some[1] == history[1_000] && some.last == history[3_999])
        #expect(some == TransactionRows(history: Array(history), positions: [3, 1_000, 3_999]))
        #expect(some == TransactionRows(all: [history[3], history[1_000], history[3_999]]))
        #expect(some != TransactionRows(history: history, positions: [3, 1_000]))
        #expect(some != TransactionRows(history: history, positions: [3, 1_000, 3_998]))
        #expect(TransactionRows().isEmpty && TransactionRows() == TransactionRows(all: []))
    }
}
