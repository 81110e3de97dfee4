import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("MoneySummary: what the home screen shows")
struct MoneySummaryTests {
    static func reference() -> ReferenceData {
        var reference = TransferFixture.reference()
        reference.exchangeRates = ExchangeRates(
            base: "INR", asOf: TransferFixture.date,
            rates: [
                ExchangeRate(code: "GBP", rate: Decimal(string: "0.0095") ?? 0, history: []),
                ExchangeRate(code: "USD", rate: Decimal(string: "0.012") ?? 0, history: []),
            ])
        return reference
    }

    @Test func oneCurrency_totalsExactly_withoutApproximation() {
        let summary = MoneySummary(userID: "u-asha", wallet: TransferFixture.wallet(), reference: Self.reference())
        #expect(summary.total == Money(Decimal(string: "12000.50") ?? 0, "INR"))
        #expect(!summary.isApproximate)
        #expect(summary.accounts.map(\.name) == ["Savings", "Salary", "Joint", "Frozen"])
    }

    @Test func anotherCurrency_isConvertedWithTheRates_andMarkedApproximate() {
        var wallet = TransferFixture.wallet()
        wallet.accounts.append(
            BankAccount(
                id: "a-gbp", userID: "u-asha", name: "Pounds", bankName: "Swippy", number: "7700000001",
                ifsc: "SWPY0000001",
                kind: "savings", currency: "GBP", balance: 19))
        let summary = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference())
        #expect(summary.total == Money(Decimal(string: "14000.50") ?? 0, "INR"))
        #expect(summary.isApproximate)
        wallet.updateSettings(of: "u-asha") { $0.baseCurrency = "USD" }
        #expect(MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference()).total?.currency == "USD")
    }

    @Test func closedAccounts_areLeftOut_andNoAccount_hasNoTotal() {
        var wallet = TransferFixture.wallet()
        for index in wallet.accounts.indices where wallet.accounts[index].userID == "u-asha" {
            wallet.accounts[index].status = .closed
        }
        let summary = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference())
        #expect(summary.total == nil)
        #expect(summary.accounts.isEmpty)
    }

    @Test func creditLine_isLimitUsedAndAvailable_forCardsWithALimit() {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].creditLimit = 1_000
        wallet.cards.append(
            PaymentCard(
                id: "c2", title: "Debit", number: "4000 0000 0000 1111", cardHolderName: "ASHA RAO", type: "VISA",
                bankName: "HDFC"))
        let lines = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference()).creditLines
        #expect(lines.count == 1)
        #expect(lines.first?.used == Money(Decimal(string: "242.33") ?? 0, "INR"))
        #expect(lines.first?.available == Money(Decimal(string: "757.67") ?? 0, "INR"))
    }

    @Test func keptCreditLines_areTheFirstOnes_andTheCountIsOfAll() {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].creditLimit = 1_000
        for index in 1...4 {
            var card = wallet.cards[0]
            card.id = "c-more-\(index)"
            card.number = "4000 0000 0000 000\(index)"
            card.creditLimit = Decimal(index * 1_000)
            wallet.cards.append(card)
        }
        // Another user's card and a card with no limit are neither kept nor counted.
        wallet.cards.append(
            PaymentCard(
                id: "c-debit", title: "Debit", number: "4000 0000 0000 1111", cardHolderName: "ASHA RAO",
                type: "VISA", bankName: "HDFC"))
        var others = wallet.cards[0]
        others.id = "c-rahul"
        others.userID = "u-rahul"
        others.number = "4000 0000 0000 2222"
        wallet.cards.append(others)
        let all = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference())
        let kept = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference(), creditLinesKept: 2)
        #expect(all.creditLines.count == 5)
        #expect(all.creditLineCount == 5)
        #expect(kept.creditLines == Array(all.creditLines.prefix(2)))
        #expect(kept.creditLineCount == 5)
        #expect(kept.recent == all.recent)
    }

    @Test func recent_isTheFiveNewest_withTheirAccountOrCard() throws {
        var wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: Self.reference())
        for amount in 1...6 {
            _ = try ledger.deposit(
                Decimal(amount), into: "a-salary", from: "Bank transfer", userID: "u-asha",
                date: TransferFixture.date, in: &wallet
            ).get()
        }
        let recent = MoneySummary(userID: "u-asha", wallet: wallet, reference: Self.reference()).recent
        #expect(recent.map(\.signedAmount) == [6, 5, 4, 3, 2])
        #expect(recent.allSatisfy { $0.holder == "Salary" && $0.counterparty == "Bank transfer" })
    }
}
