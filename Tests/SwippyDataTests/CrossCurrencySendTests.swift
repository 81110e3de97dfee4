import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// Asha (INR) pays Emma (GBP) at the fixture's rate, 1 INR = 0.01 GBP: ₹250 leaves Savings, £2.50 reaches
/// Emma's Current account; each side records its own amount; money is conserved in each currency; the limit
/// applies in the sender's currency.
@Suite("Cross-currency sends between Swippy users")
struct CrossCurrencySendTests {
    static let emma = SwippyRecipient(userID: "u-emma", name: "Emma Clarke", mobile: "9988776655")

    static func send(_ amount: Decimal, in wallet: inout WalletState, perTransfer: Decimal = 5_000)
        -> TransferSubmission
    {
        let order = TransferOrder(
            sourceID: "a-savings", payee: .swippyUser(emma), amount: amount, note: "Gift", requestID: "r-\(amount)")
        return Ledger(reference: TransferFixture.reference(perTransfer: perTransfer)).send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date, newReference: { "FX-1" },
            in: &wallet)
    }

    static func totals(_ wallet: WalletState) -> [String: Decimal] {
        wallet.accounts.reduce(into: [:]) { $0[$1.currency, default: 0] += $1.balance }
    }

    @Test func eachSideRecordsItsOwnAmount_andEachCurrencyIsConserved() throws {
        var wallet = TransferFixture.wallet()
        let before = Self.totals(wallet)

        let result = Self.send(250, in: &wallet)

        guard case .finished(.sent(let receipt)) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(receipt.amount == Money(250, "INR"))
        #expect(receipt.received == Money(Decimal(string: "2.5") ?? 0, "GBP"))
        let debit = try #require(wallet.transactions.first { $0.id == "FX-1-D" })
        let credit = try #require(wallet.transactions.first { $0.id == "FX-1-C" })
        #expect((debit.amount, debit.currency) == (250, "INR"))
        #expect((credit.amount, credit.currency, credit.accountID) == (Decimal(string: "2.5"), "GBP", "e-main"))
        let after = Self.totals(wallet)
        #expect(after["INR"] == (before["INR"] ?? 0) - 250, "the rupees left: exactly the debit")
        #expect(after["GBP"] == (before["GBP"] ?? 0) + (Decimal(string: "2.5") ?? 0), "the pounds came: the credit")
    }

    @Test func theRecipient_isFound_withTheCurrencyTheyReceive() throws {
        let ledger = Ledger(reference: TransferFixture.reference())
        let found = try ledger.recipient(
            mobile: "9988776655", senderID: "u-asha", currency: "INR", in: TransferFixture.wallet()
        ).get()
        #expect(found.currency == "GBP")
        let same = try ledger.recipient(
            mobile: "9123456780", senderID: "u-asha", currency: "INR", in: TransferFixture.wallet()
        ).get()
        #expect(same.currency == nil)
    }

    @Test func theLimit_appliesInTheSendersCurrency() {
        var wallet = TransferFixture.wallet()
        let result = Self.send(5_001, in: &wallet)
        guard case .finished(.refused(.limitExceeded)) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(Self.totals(wallet) == Self.totals(TransferFixture.wallet()))
    }

    @Test func theQuote_namesBothAmounts_theRate_andItsDay() throws {
        let rates = TransferFixture.reference().exchangeRates
        let quote = try #require(CurrencyQuote(250, from: "INR", to: "GBP", rates: rates))
        #expect(quote.sent == Money(250, "INR"))
        #expect(quote.received == Money(Decimal(string: "2.5") ?? 0, "GBP"))
        #expect(quote.rateText == "1 INR = 0.0100000 GBP", "as Exchange shows a rate")
        #expect(quote.asOf == rates.asOf)
    }
}
