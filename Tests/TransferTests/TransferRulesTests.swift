import Foundation
import SwippyData
import Testing
@testable import Transfer

@Suite("Transfer rules")
struct TransferRulesTests {
    static let source = BankAccount(
        id: "a", userID: "u", name: "Savings", bankName: "HDFC Bank", number: "123456789", ifsc: "HDFC0000123",
        kind: "savings", currency: "INR", balance: 1_000)

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
    func amount_isCheckedAgainstFormBalanceFeeAndDue(_ text: String, fee: Decimal, due: Decimal?, expected: Expected) {
        let result = TransferRules.amount(text, source: Self.source, limits: TransferLimits(perTransfer: 5_000), fee: fee, due: due)
        switch (result, expected) {
        case (.success(let value), .ok(let wanted)): #expect(value == wanted)
        case (.failure(.invalidInput), .invalid), (.failure(.insufficientBalance), .balance): break
        default: Issue.record("\"\(text)\" gave \(result), expected \(expected)")
        }
    }

    @Test func amount_overThePerTransferLimit_isLimitExceeded() {
        var rich = Self.source
        rich.balance = 1_000_000
        let result = TransferRules.amount("5000.01", source: rich, limits: TransferLimits(perTransfer: 5_000), fee: 0, due: nil)
        #expect(result == .failure(.limitExceeded("Limit exceeded: one transfer can move at most ₹5,000.00.")))
    }

    static let ifscCases: [(String, String?)] = [
        ("HDFC0000123", "HDFC0000123"), ("hdfc0000123", "HDFC0000123"), ("sbin0abc12z", "SBIN0ABC12Z"),
        ("HDFC1000123", nil), ("HDF00000123", nil), ("HDFC000012", nil), ("HDFC00001234", nil), ("HDFC0-00123", nil),
        ("", nil), ("HDFC0ÄÄÄ123", nil),
    ]

    @Test(arguments: ifscCases)
    func ifsc_needsFourLettersAZeroAndSixLettersOrDigits(_ text: String, expected: String?) {
        #expect((try? TransferRules.ifsc(text).get()) == expected)
    }

    static let accountNumberCases: [(String, Bool)] = [
        ("123456789", true), ("123456789012345678", true), ("12345678", false), ("1234567890123456789", false),
        ("12345678a", false), ("1234 56789", false), ("", false), ("-123456789", false), ("١٢٣٤٥٦٧٨٩", false),
    ]

    @Test(arguments: accountNumberCases)
    func accountNumber_isNineToEighteenDigits(_ text: String, valid: Bool) {
        #expect(((try? TransferRules.accountNumber(text).get()) != nil) == valid)
    }

    static let nameCases: [(String, Bool)] = [
        ("Anil Kumar", true), ("  Anil  ", true), ("", false), ("   ", false), ("12345", false),
        (String(repeating: "a", count: 61), false),
    ]

    @Test(arguments: nameCases)
    func name_needsLettersAndAtMostSixtyCharacters(_ text: String, valid: Bool) {
        #expect(((try? TransferRules.name(text).get()) != nil) == valid)
    }

    @Test func note_allowsAtMost140Characters() {
        #expect((try? TransferRules.note(String(repeating: "n", count: 140)).get()) != nil)
        #expect((try? TransferRules.note("").get()) == "")
        #expect((try? TransferRules.note(String(repeating: "n", count: 141)).get()) == nil)
    }

    static let recipientCases: [(String, String)] = [
        ("9123456780", "ok"), ("9000000000", "notFound"), ("9876543210", "self"), ("9988776655", "currency"),
    ]

    @Test(arguments: recipientCases)
    func recipient_mustExistNotBeTheSenderAndShareTheCurrency(_ mobile: String, expected: String) {
        let result = TransferRules.recipient(mobile: mobile, senderID: "u-asha", currency: "INR", in: Fixture.wallet())
        switch (result, expected) {
        case (.success(let recipient), "ok"): #expect(recipient.name == "Rahul Mehta")
        case (.failure(.recipientNotFound), "notFound"), (.failure(.invalidInput), "self"), (.failure(.currencyMismatch), "currency"): break
        default: Issue.record("\(mobile) gave \(result), expected \(expected)")
        }
    }

    static let mobileCases: [(String, Bool)] = [
        ("9123456780", true), ("912345678", false), ("91234567801", false), ("91234x6780", false), ("", false),
    ]

    @Test(arguments: mobileCases)
    func mobile_isTenDigits(_ text: String, valid: Bool) {
        #expect(((try? TransferRules.mobile(text).get()) != nil) == valid)
    }

    @Test(arguments: [(AccountStatus.active, true), (.blocked, false), (.locked, false)])
    func source_mustBeActive(_ status: AccountStatus, allowed: Bool) {
        var account = Self.source
        account.status = status
        let result = TransferRules.source(account)
        #expect(((try? result.get()) != nil) == allowed)
        if !allowed { #expect(result == .failure(.sourceUnavailable("Savings is \(status.rawValue): money cannot leave it. Choose another account."))) }
    }

    @Test func fee_appliesOnlyToOutsideBanks() {
        let limits = TransferLimits(perTransfer: 100, externalFee: 5)
        let payee = Beneficiary(id: "b", userID: "u", name: "P", bankName: "B", accountNumber: "123456789", ifsc: "HDFC0000123")
        #expect(TransferRules.fee(for: .beneficiary(payee), limits: limits) == 5)
        #expect(TransferRules.fee(for: .newAccount(NewAccountDetails(name: "N", accountNumber: "123456789", ifsc: "HDFC0000123")), limits: limits) == 5)
        #expect(TransferRules.fee(for: .ownAccount(id: "x"), limits: limits) == 0)
        #expect(TransferRules.fee(for: .cardDue(position: 0), limits: limits) == 0)
        #expect(TransferRules.fee(for: .swippyUser(SwippyRecipient(userID: "u", name: "R", mobile: "1")), limits: limits) == 0)
    }

    @Test func currencyCode_mapsASymbolToItsCode() {
        let currencies = Fixture.reference().currencies
        #expect(TransferRules.currencyCode("₹", currencies: currencies) == "INR")
        #expect(TransferRules.currencyCode("inr", currencies: currencies) == "INR")
        #expect(TransferRules.currencyCode("XYZ", currencies: currencies) == "XYZ")
    }
}
