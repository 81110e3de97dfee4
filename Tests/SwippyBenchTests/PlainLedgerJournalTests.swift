import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import swippy_bench

@Suite("The plain ledger journal: one currency, about a dozen accounts, the same money")
struct PlainLedgerJournalTests {
    /// The shipped data with generated transactions and cards added, as the benchmark makes its files.
    private static func wallet() throws -> MockData {
        try MockDataLoader.decode(
            ScaledMockData.document(template: Fixture.bytes(), transactions: 3_000, cards: 120), file: "scaled.json")
    }

    /// The wallet's transactions in INR (a card's "₹" is INR) and not on an account kept in another currency:
    /// worked out here from the data, not from the journal's code.
    private static func inINR(_ data: MockData) -> [Transaction] {
        let accounts = Set(data.wallet.accounts.filter { $0.currency == "INR" }.map(\.id))
        return data.wallet.transactions.filter { transaction in
            ["INR", "₹"].contains(transaction.currency) && transaction.accountID.map(accounts.contains) != false
        }
    }

    private static func sum(_ transactions: [Transaction], _ amount: (Transaction) -> Decimal) -> Decimal {
        transactions.reduce(Decimal(0)) { $0 + amount($1) }
    }

    @Test func everyEntry_hasTwoPostings_theSecondAmountElided_andNoCommodity() throws {
        let data = try Self.wallet()
        let text = LedgerJournal.text(data, kind: .plain)
        let entries = JournalReading.entries(text)
        let kept = Self.inINR(data)
        // The shipped data's one GBP deposit (on Emma's GBP account) is the only transaction left out.
        #expect(kept.count == data.wallet.transactions.count - 1)
        #expect(entries.count == kept.count + 1, "one entry per transaction kept, and the opening")
        #expect(text.hasPrefix("; Swippy's MockData as a plain ledger journal: \(kept.count) transactions in INR"))
        #expect(text.contains("1 in another currency left out"))
        var names: Set<String> = []
        for entry in entries {
            let postings = JournalReading.postings(entry)
            #expect(postings.count == 2, "\(entry)")
            guard postings.count == 2 else { continue }
            let first = postings[0].components(separatedBy: "  ")
            #expect(first.count == 2, "\(entry)")
            let amount = first.last ?? ""
            #expect(amount.wholeMatch(of: /-?[0-9]+\.[0-9]{2}/) != nil, "no commodity: \(amount)")
            #expect(!postings[1].contains("  "), "the second amount is elided: \(entry)")
            names.insert(first[0])
            names.insert(postings[1])
        }
        #expect(names.count <= 12, "\(names.sorted())")
        #expect(names.filter { $0.hasPrefix("Expenses:") }.count == LedgerFold.keptCategories + 1)
        #expect(
            names.isSuperset(of: ["Assets:Accounts", "Liabilities:Cards", "Income", "Equity:Opening balances"]))
        #expect(!text.contains("INR ") && !text.contains("₹") && !text.contains("GBP"))
    }

    @Test func eachFoldedAccount_addsUpToWhatTheDataGivesIt() throws {
        let data = try Self.wallet()
        let totals = JournalReading.balances(LedgerJournal.text(data, kind: .plain))
        let kept = Self.inINR(data)
        let rupeeAccounts = data.wallet.accounts.filter { $0.currency == "INR" }
        #expect(rupeeAccounts.count == data.wallet.accounts.count - 1)
        #expect(totals["Assets:Accounts"] == rupeeAccounts.reduce(Decimal(0)) { $0 + $1.balance })
        #expect(totals["Liabilities:Cards"] == Self.sum(kept.filter { $0.accountID == nil }, \.signedAmount))
        let credits = kept.filter { $0.direction == .credit }
        #expect(totals["Income"] == -Self.sum(credits, \.amount))
        let debits = Dictionary(grouping: kept.filter { $0.direction == .debit }, by: \.category)
        #expect(debits.count > LedgerFold.keptCategories, "some categories are folded")
        var folded = Decimal(0)
        for (category, transactions) in debits {
            if let total = totals["Expenses:\(category)"] {
                #expect(total == Self.sum(transactions, \.amount), "\(category)")
            } else {
                folded += Self.sum(transactions, \.amount)
            }
        }
        #expect(totals["Expenses:other categories"] == folded)
        // The kept categories have the most debits: none folded has more than any kept.
        let counts = debits.mapValues(\.count)
        let keptCounts = counts.filter { totals["Expenses:\($0.key)"] != nil }.values
        let foldedCounts = counts.filter { totals["Expenses:\($0.key)"] == nil }.values
        #expect((foldedCounts.max() ?? 0) <= (keptCounts.min() ?? 0))
        let accountsMoved = Self.sum(kept.filter { $0.accountID != nil }, \.signedAmount)
        #expect(totals["Equity:Opening balances"] == accountsMoved - (totals["Assets:Accounts"] ?? 0))
        #expect(totals.values.reduce(Decimal(0), +) == 0)
    }

    /// An amount with no commodity as `ledger balance` 3.3 shows it: the shortest decimal ("100", "0.5").
    private static func shown(_ amount: Decimal) -> String {
        NSDecimalNumber(decimal: amount).stringValue
    }

    @Test(arguments: [
        ("4099446.60", "4099446.6"), ("95000.00", "95000"), ("1250.05", "1250.05"), ("-0.50", "-0.5"), ("5", "5"),
        ("100", "100"), ("0.00", "0"),
    ])
    func anAmountWithNoCommodity_isShownAsLedgerShowsIt(plain: String, expected: String) {
        #expect(LedgerFold.shown(plain) == expected)
    }

    @Test func theBalancesTheBenchChecks_areTheJournals_andPassItsCheck() throws {
        let data = try Self.wallet()
        let totals = JournalReading.balances(LedgerJournal.text(data, kind: .plain))
        let expected = LedgerFold(data.wallet, currencyCodes: LedgerJournal.currencyCodes(data)).balances
        #expect(expected.count == totals.count, "one per account of the journal")
        for (account, amount) in expected {
            let names = totals.keys.filter { $0 == account || $0.hasSuffix(":" + account) }
            #expect(names.count == 1, "\(account)")
            #expect(names.first.flatMap { totals[$0] }.map(Self.shown) == amount)
        }
        // `ledger balance` prints an amount and the account's name (its last part under a parent it shares).
        let shown = totals.map { "  \(Self.shown($1))  \($0)" }.joined(separator: "\n")
        let lines = expected.map { BenchLedger.balancePrefix + "\($0.account)\t\($0.amount)" }.joined(separator: "\n")
        #expect(try BenchLedger.checkBalances(expected: lines, ledger: shown, label: "plain") == expected.count)
        let wrong = shown.replacingOccurrences(of: "Liabilities:Cards", with: "Liabilities:Card")
        #expect(throws: BenchError.self) { try BenchLedger.checkBalances(expected: lines, ledger: wrong, label: "x") }
    }
}
