import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import swippy_bench

@Suite("The ledger journal the benchmark compares against")
struct LedgerJournalTests {
    private let day = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22T00:00:00Z

    private func transaction(
        _ direction: Transaction.Direction, _ amount: String, _ currency: String, account: String? = "acc-1",
        card: String? = nil, counterparty: String = "Swiggy", category: String = "food", note: String = "",
        reference: String = "SWP1"
    ) -> Transaction {
        Transaction(
            id: "t", date: day.addingTimeInterval(3_600 * 23), accountID: account, cardNumber: card,
            direction: direction,
            amount: Decimal(string: amount) ?? 0, currency: currency, counterparty: counterparty, category: category,
            note: note, reference: reference)
    }

    @Test func aDebitOnAnAccount_isAnExpenseFromTheAccount_onItsUTCDay() {
        let entry = LedgerJournal.entry(
            transaction(.debit, "1250.5", "INR", note: "Dinner"), code: "INR", day: "2026-11-22")
        #expect(
            entry
                == "2026-11-22 (SWP1) Swiggy\n    ; Dinner\n    Expenses:food  INR 1250.50\n    "
                + "Assets:Accounts:acc-1\n\n"
        )
    }

    @Test func aCreditOnACard_isIncomeToTheCard_namedByItsDigits() {
        let entry = LedgerJournal.entry(
            transaction(
                .credit, "100", "₹", account: nil, card: "4386 2894 0012 3456", counterparty: "Payment received",
                category: "payment"), code: "INR", day: "2026-11-22")
        #expect(
            entry == "2026-11-22 (SWP1) Payment received\n    Liabilities:Cards:4386289400123456  INR 100.00\n"
                + "    Income:payment\n\n")
    }

    @Test func textFromTheFile_cannotBreakTheJournalsLines() {
        let entry = LedgerJournal.entry(
            transaction(
                .debit, "1", "KWD", account: "acc:1 (x)", counterparty: "(*) Café\t\tBar\n; more",
                category: "", note: "two\nlines\u{7}", reference: "R(1)"), code: "KWD", day: "2026-11-22")
        #expect(
            entry == "2026-11-22 (R[1]) ) Café Bar ; more\n    ; two lines\n    Expenses:uncategorised  KWD 1.000\n"
                + "    Assets:Accounts:acc_1__x_\n\n")
        #expect(LedgerJournal.payee(" \n ") == "Unknown payee")
        #expect(
            LedgerJournal.entry(transaction(.debit, "5", "JPY", reference: ""), code: "JPY", day: "2026-11-22")
                .hasPrefix("2026-11-22 Swiggy\n    Expenses:food  JPY 5\n"))
    }

    @Test(arguments: [("INR", "INR"), ("₹", "\"₹\""), ("S$", "\"S$\""), ("X\"1", "\"X1\""), ("", "\"\"")])
    func aCommodity_isQuotedUnlessLettersOnly(code: String, expected: String) {
        #expect(LedgerJournal.commodity(code) == expected)
    }

    @Test func theDay_isTheUTCDay_atEitherEndOfIt() {
        var days = LedgerJournal.DayCache()
        #expect(days.day(day) == "2026-11-22")
        #expect(days.day(day.addingTimeInterval(86_399)) == "2026-11-22")
        #expect(days.day(day.addingTimeInterval(86_400)) == "2026-11-23")
        #expect(days.day(day.addingTimeInterval(-1)) == "2026-11-21")
    }

    @Test func theShippedData_oneEntryPerTransaction_andEachAccountsPostingsAddUpToItsBalance() throws {
        let data = try Fixture.mockData()
        let text = LedgerJournal.text(data)
        let entries = JournalReading.entries(text)
        #expect(entries.count == data.wallet.transactions.count + data.wallet.accounts.count)
        let totals = JournalReading.balances(text)
        for account in data.wallet.accounts {
            #expect(totals["Assets:Accounts:\(account.id)"] == account.balance, "\(account.id)")
        }
        let card = data.wallet.transactions.filter { $0.cardNumber == "4386 2894 0012 3456" }
        #expect(!card.isEmpty)
        #expect(totals["Liabilities:Cards:4386289400123456"] == card.reduce(Decimal(0)) { $0 + $1.signedAmount })
        #expect(
            LedgerJournal.balances(data.wallet).first.map { "\($0.account) \($0.amount)" }
                == "acc-asha-savings INR 125000.50")
        #expect(LedgerJournal.balances(data.wallet).count == data.wallet.accounts.count)
        #expect(text.contains("Liabilities:Cards:4386289400123456  INR "), "a card's ₹ is written as INR")
        #expect(!text.contains("₹"))
    }

    @Test(arguments: [LedgerJournal.Kind.detailed, .plain])
    func aSmallChunk_writesTheSameJournal_inManyPieces(kind: LedgerJournal.Kind) throws {
        let data = try Fixture.mockData()
        var pieces: [String] = []
        LedgerJournal.write(data, kind: kind, chunk: 100) { pieces.append($0) }
        #expect(pieces.count > data.wallet.transactions.count / 2)
        #expect(pieces.joined() == LedgerJournal.text(data, kind: kind))
    }
}
