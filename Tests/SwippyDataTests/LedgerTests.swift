import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: the checks on money")
struct LedgerTests {
    static let source = BankAccount(
        id: "a", userID: "u", name: "Savings", bankName: "HDFC Bank", number: "123456789", ifsc: "HDFC0000123",
        kind: "savings", currency: "INR", balance: 1_000)
    let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 5_000, fee: 5))

    enum Expected: Equatable {
        case ok(Decimal)
        case invalid, limit, balance
    }

    static let amountCases: [(String, Decimal, Decimal?, Expected)] = [
        ("500", 0, nil, .ok(500)),
        ("1,000", 0, nil, .ok(1_000)),
        ("999.99", 0, nil, .ok(Decimal(string: "999.99") ?? 0)),
        ("abc", 0, nil, .invalid),
        ("-5", 0, nil, .invalid),
        ("1e3", 0, nil, .invalid),
        ("", 0, nil, .invalid),
        ("0", 0, nil, .invalid),
        ("1.234", 0, nil, .invalid),
        ("99999999999999999999", 0, nil, .invalid),
        ("1000.01", 0, nil, .balance),
        ("995", 10, nil, .balance),
        ("990", 10, nil, .ok(990)),
        ("300", 0, 242.33, .invalid),
        ("242.33", 0, 242.33, .ok(Decimal(string: "242.33") ?? 0)),
    ]

    @Test(arguments: amountCases)
    func aTypedAmount_isCheckedForFormBalanceFeeAndDue(_ text: String, fee: Decimal, due: Decimal?, expected: Expected)
    {
        let result = ledger.amount(text, source: Self.source, fee: fee, due: due)
        switch (result, expected) {
        case (.success(let value), .ok(let wanted)): #expect(value == wanted)
        case (.failure(.invalidInput), .invalid), (.failure(.insufficientBalance), .balance): break
        default: Issue.record("\"\(text)\" gave \(result), expected \(expected)")
        }
    }

    @Test func anAmountOverThePerTransferLimit_isLimitExceeded() {
        var rich = Self.source
        rich.balance = 1_000_000
        #expect(
            ledger.check(5_000.01, source: rich, fee: 0, due: nil)
                == .failure(.limitExceeded("Limit exceeded: one transfer can move at most ₹5,000.00.")))
    }

    @Test func theBalanceMessage_namesTheFeeWhenThereIsOne() {
        #expect(
            ledger.check(996, source: Self.source, fee: 5, due: nil)
                == .failure(
                    .insufficientBalance(
                        "Insufficient balance: Savings has ₹1,000.00 available (the ₹5.00 fee included).")))
    }

    @Test(arguments: [(AccountStatus.active, true), (.blocked, false), (.locked, false)])
    func aSourceAccount_mustBeActive(_ status: AccountStatus, allowed: Bool) {
        var account = Self.source
        account.status = status
        let result = Ledger.source(account)
        #expect(((try? result.get()) != nil) == allowed)
        if !allowed {
            #expect(
                result
                    == .failure(
                        .sourceUnavailable(
                            "Savings is \(status.rawValue): money cannot leave it. Choose another account.")))
        }
    }

    @Test func anOwnTarget_mustBeAnotherActiveAccount_inAnyCurrency() {
        var target = Self.source
        target.id = "b"
        target.name = "Salary"
        #expect(
            Ledger.ownTarget(Self.source, source: Self.source)
                == .failure(.invalidInput("Choose an account other than the one you send from.")))
        #expect((try? Ledger.ownTarget(target, source: Self.source).get()) == target)
        target.currency = "GBP"
        #expect((try? Ledger.ownTarget(target, source: Self.source).get()) == target, "converted when it moves")
        target.currency = "INR"
        target.status = .blocked
        #expect(
            Ledger.ownTarget(target, source: Self.source)
                == .failure(.recipientNotFound("Salary is blocked and cannot receive money.")))
    }

    @Test func theFee_appliesOnlyToOtherBanks() {
        let account = NewAccountDetails(name: "N", accountNumber: "123456789", ifsc: "HDFC0000123")
        #expect(ledger.fee(for: .beneficiary(TransferFixture.priya), currency: "INR") == 5)
        #expect(ledger.fee(for: .newAccount(account), currency: "INR") == 5)
        #expect(ledger.fee(for: .ownAccount(id: "x"), currency: "INR") == 0)
        #expect(ledger.fee(for: .cardDue(position: 0), currency: "INR") == 0)
        #expect(ledger.fee(for: .swippyUser(TransferFixture.rahul), currency: "INR") == 0)
    }

    @Test func aCurrencySymbol_isMappedToItsCode() {
        #expect(ledger.currencyCode("₹") == "INR")
        #expect(ledger.currencyCode("inr") == "INR")
        #expect(ledger.currencyCode("XYZ") == "XYZ")
        #expect(ledger.due(of: TransferFixture.wallet().cards[0]) == Money(242.33, "INR"))
    }

    static let recipientCases: [(String, String, String)] = [
        ("9123456780", "INR", "ok"), ("9000000000", "INR", "notFound"), ("9876543210", "INR", "self"),
        ("9988776655", "INR", "converted"), ("9988776655", "CHF", "currency"),
    ]

    @Test(arguments: recipientCases)
    func aRecipient_mustExistNotBeTheSender_andReceiveTheCurrencyOrAConvertedOne(
        _ mobile: String, currency: String, expected: String
    ) {
        let result = ledger.recipient(
            mobile: mobile, senderID: "u-asha", currency: currency, in: TransferFixture.wallet())
        switch (result, expected) {
        case (.success(let recipient), "ok"): #expect(recipient == TransferFixture.rahul)
        case (.success(let recipient), "converted"): #expect(recipient.currency == "GBP")
        case (.failure(.recipientNotFound), "notFound"), (.failure(.invalidInput), "self"),
            (.failure(.currencyMismatch), "currency"):
            break
        default: Issue.record("\(mobile) gave \(result), expected \(expected)")
        }
    }
}
