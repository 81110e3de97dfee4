import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("The first repeated transaction id, found on two cores, is the one a Set finds in order")
struct DuplicateIDsTests {
    private static func transactions(_ ids: [String], amounts: [Int: Decimal] = [:]) -> [Transaction] {
        ids.enumerated().map { index, id in
            Transaction(
                id: id, date: Date(timeIntervalSince1970: 0), cardNumber: "4111", direction: .debit,
                amount: amounts[index] ?? 1, currency: "INR", counterparty: "C", category: "c", reference: "R")
        }
    }

    /// The answer of the two parts together, hashes made as `TransactionChecks` makes them.
    private static func split(_ transactions: [Transaction]) -> Int? {
        let hashes = transactions.map(\.id.hashValue)
        return (0..<DuplicateIDs.parts).compactMap { DuplicateIDs.first(in: transactions, hashes: hashes, part: $0) }
            .min()
    }

    @Test(arguments: [nil, 0, 1, 2_499, 4_998] as [Int?])
    func theFirstRepeat_isFound_inEitherPart(repeatOf earlier: Int?) {
        var ids = (0..<5_000).map { "t-\($0)" }
        if let earlier {
            ids[4_999] = ids[earlier]
            ids[3_000] = ids[4_000]
        }
        let transactions = Self.transactions(ids)
        #expect(Self.split(transactions) == DuplicateIDs.plain(transactions))
        #expect(Self.split(transactions) == (earlier == nil ? nil : 4_000))
    }

    @Test func idsCompareAsStrings_soCanonicallyEqualIdsAreTheSame() {
        let transactions = Self.transactions(["caf\u{E9}", "x", "cafe\u{301}", "K", "\u{212A}"])
        #expect(DuplicateIDs.plain(transactions) == 2)
        #expect(Self.split(transactions) == 2)
    }

    @Test func seededRandomIds_agreeWithTheSet() {
        var generator = SeededGenerator(seed: 42)
        for round in 0..<20 {
            let ids = (0..<2_000).map { _ in "id-\(generator.next() % 3_000)" }
            let transactions = Self.transactions(ids)
            #expect(Self.split(transactions) == DuplicateIDs.plain(transactions), "round \(round)")
        }
    }

    @Test func theChecks_reportTheFirstOfEachKind_acrossBothHalves() throws {
        let ids = (0..<4_000).map { $0 == 3_500 ? "t-10" : $0 == 3_900 ? "t-20" : "t-\($0)" }
        let amounts: [Int: Decimal] = [
            3_000: 0, 3_800: Decimal(string: "1.001") ?? 0, 1_000: Decimal(string: "2.005") ?? 0,
        ]
        var transactions = Self.transactions(ids, amounts: amounts)
        transactions[2_500].accountID = "nowhere"
        let wallet = WalletState(users: [], accounts: [], cards: [], transactions: transactions)
        let checks = TransactionChecks(wallet)
        #expect(checks.duplicate == 3_500)
        #expect(checks.record == 2_500)
        #expect(checks.amount == 1_000)
    }

    /// Checking only the rows after a checked prefix (a saved state's rows on an image's) gives what checking
    /// every row gives, whenever the prefix itself is sound: a later id repeating one in the prefix or after it,
    /// a record or amount problem after it.
    @Test func checksAfterACheckedPrefix_agreeWithCheckingEveryRow() {
        var generator = SeededGenerator(seed: 9)
        for round in 0..<40 {
            let prefix = Int(generator.next() % 300) + 1
            var ids = (0..<prefix).map { "t-\($0)" }
            var amounts: [Int: Decimal] = [:]
            for offset in 0..<Int(generator.next() % 20) {
                let pick = generator.next() % 4
                ids.append(pick == 0 ? "t-\(generator.next() % UInt64(prefix))" : "n-\(round)-\(offset % 7)")
                if pick == 1 { amounts[ids.count - 1] = 0 }
                if pick == 2 { amounts[ids.count - 1] = Decimal(string: "1.001") ?? 0 }
            }
            var transactions = Self.transactions(ids, amounts: amounts)
            if generator.next() % 3 == 0, transactions.count > prefix { transactions[prefix].accountID = "nowhere" }
            let wallet = WalletState(users: [], accounts: [], cards: [], transactions: transactions)
            let all = TransactionChecks(wallet)
            let after = TransactionChecks(wallet, checkedRows: prefix)
            #expect(after.duplicate == all.duplicate, "round \(round)")
            #expect(after.record == all.record, "round \(round)")
            #expect(after.amount == all.amount, "round \(round)")
        }
    }
}
