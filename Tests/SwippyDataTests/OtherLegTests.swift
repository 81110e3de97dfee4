import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// A payment that changes currency records both legs and the rate on each side's transaction (`OtherLeg`): the
/// sender's debit what arrived, the receiver's credit what was sent. A payment in one currency records none;
/// data written before the field existed still loads, and a leg read from a file is checked.
@Suite("Both legs of a converted payment")
struct OtherLegTests {
    static let emma = SwippyRecipient(userID: "u-emma", name: "Emma Clarke", mobile: "9988776655")
    static let rahul = SwippyRecipient(userID: "u-rahul", name: "Rahul Mehta", mobile: "9123456780")

    static func send(_ amount: Decimal, to recipient: SwippyRecipient, in wallet: inout WalletState) -> TransferOutcome?
    {
        let order = TransferOrder(
            sourceID: "a-savings", payee: .swippyUser(recipient), amount: amount, note: "", requestID: "r-\(amount)")
        let result = Ledger(reference: TransferFixture.reference()).send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date, newReference: { "FX-1" },
            in: &wallet)
        guard case .finished(let outcome) = result else { return nil }
        return outcome
    }

    @Test func aConvertedSend_recordsWhatArrivedOnTheDebit_andWhatWasSentOnTheCredit() throws {
        var wallet = TransferFixture.wallet()
        let outcome = Self.send(Decimal(string: "250.99") ?? 0, to: Self.emma, in: &wallet)
        guard case .sent = outcome else {
            Issue.record("\(String(describing: outcome))")
            return
        }
        let debit = try #require(wallet.transactions.first { $0.id == "FX-1-D" })
        let credit = try #require(wallet.transactions.first { $0.id == "FX-1-C" })
        let rates = TransferFixture.reference().exchangeRates
        // 250.99 × 0.01 = 2.5099: £2.50 arrives (rounded down), and each side names the other's exact amount.
        #expect(debit.otherLeg == OtherLeg(amount: 2.5, currency: "GBP", rate: 0.01, asOf: rates.asOf))
        #expect(
            credit.otherLeg
                == OtherLeg(
                    amount: Decimal(string: "250.99") ?? 0, currency: "INR", rate: 0.01,
                    asOf: rates.asOf))
        #expect(credit.amount == 2.5 && credit.currency == "GBP")
        #expect(debit.otherLeg?.rateText(ownCurrency: "INR", sentBy: true) == "1 INR = 0.0100000 GBP")
        #expect(credit.otherLeg?.rateText(ownCurrency: "GBP", sentBy: false) == "1 INR = 0.0100000 GBP")
    }

    @Test func aMoveBetweenOwnAccountsInTwoCurrencies_recordsBothLegsOnBothSides() throws {
        var wallet = TransferFixture.wallet()
        let yen = try ConversionRuleTests.ledger.addAccount(name: "Yen", currency: "JPY", userID: "u-asha", in: &wallet)
            .get()
        let result = ConversionRuleTests.send(
            100, from: "a-savings", by: "u-asha", to: .ownAccount(id: yen.id), in: &wallet)
        guard case .finished(.sent) = result else {
            Issue.record("\(result)")
            return
        }
        let rate = try #require(ConversionRuleTests.rates.rate(from: "INR", to: "JPY"))
        let debit = try #require(wallet.transactions.first { $0.accountID == "a-savings" })
        let credit = try #require(wallet.transactions.first { $0.accountID == yen.id })
        // ₹100 at 1.80548… ¥ a rupee: ¥180 arrived (rounded down); each side names the other and the same rate.
        #expect(debit.otherLeg == OtherLeg(amount: 180, currency: "JPY", rate: rate, asOf: TransferFixture.date))
        #expect(credit.otherLeg == OtherLeg(amount: 100, currency: "INR", rate: rate, asOf: TransferFixture.date))
        #expect(credit.otherLeg?.rateText(ownCurrency: "JPY", sentBy: false) == "1 INR = 1.80548 JPY")
    }

    @Test func aSendInOneCurrency_recordsNoOtherLeg() throws {
        var wallet = TransferFixture.wallet()
        let outcome = Self.send(250, to: Self.rahul, in: &wallet)
        guard case .sent = outcome else {
            Issue.record("\(String(describing: outcome))")
            return
        }
        let legs = wallet.transactions.filter { $0.reference == "FX-1" }
        #expect(legs.count == 2)
        #expect(legs.allSatisfy { $0.otherLeg == nil })
    }

    @Test func aRefusedSend_recordsNothing() {
        var wallet = TransferFixture.wallet()
        let outcome = Self.send(Decimal(string: "0.5") ?? 0, to: Self.emma, in: &wallet)
        guard case .refused = outcome else {
            Issue.record("\(String(describing: outcome))")
            return
        }
        #expect(wallet.transactions.isEmpty)
        #expect(wallet.accounts == TransferFixture.wallet().accounts)
    }

    static let old = """
        {"id": "t-1", "date": "2026-11-02T10:00:00Z", "direction": "debit", "amount": 250, "currency": "INR",
         "counterparty": "Emma Clarke", "category": "transfer", "note": "", "reference": "R1", "account_id": "a"}
        """

    static func withLeg(_ leg: String) -> String {
        String(old.dropLast()) + ", \"other_leg\": \(leg)}"
    }

    @Test func aTransactionWithoutTheField_stillDecodes() throws {
        let transaction = try JSONDecoder.swippy().decode(Transaction.self, from: Data(Self.old.utf8))
        #expect(transaction.otherLeg == nil)
        let encoded = try JSONEncoder.swippy().encode(transaction)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("other_leg"), "nothing is written when absent")
    }

    @Test func aTransactionWithTheField_decodesIt_andWritesItBackTheSame() throws {
        let json = Self.withLeg(#"{"amount": 2.5, "currency": "GBP", "rate": 0.009509, "as_of": "2026-11-20"}"#)
        let transaction = try JSONDecoder.swippy().decode(Transaction.self, from: Data(json.utf8))
        let leg = try #require(transaction.otherLeg)
        #expect(leg.money == Money(2.5, "GBP"))
        #expect(leg.rate == Decimal(string: "0.009509"))
        let again = try JSONDecoder.swippy().decode(
            Transaction.self, from: try JSONEncoder.swippy().encode(transaction))
        #expect(again == transaction)
    }

    @Test(arguments: [
        #"{"amount": 2.5, "currency": "\u001b[31mGBP", "rate": 0.01, "as_of": "2026-11-20"}"#,
        #"{"amount": 2.5, "currency": "gbp", "rate": 0.01, "as_of": "2026-11-20"}"#,
        #"{"amount": 0, "currency": "GBP", "rate": 0.01, "as_of": "2026-11-20"}"#,
        #"{"amount": 2.5, "currency": "GBP", "rate": -1, "as_of": "2026-11-20"}"#,
        #"{"amount": 2.5, "currency": "GBP", "rate": 0.01}"#,
    ])
    func aLegFromAFile_isChecked(leg: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder.swippy().decode(Transaction.self, from: Data(Self.withLeg(leg).utf8))
        }
    }
}
