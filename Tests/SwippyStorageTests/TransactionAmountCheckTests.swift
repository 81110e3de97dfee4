import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

/// Loading checks a million amounts on their integer keys and asks `Decimal` only for an amount without one:
/// the answers, and the messages, are the same either way.
@Suite("A transaction's amount is checked the same with or without its integer key")
struct TransactionAmountCheckTests {
    /// MockData with the third transaction's amount written as `amount` (exactly these characters) in `currency`.
    private static func data(amount: String, currency: String = "INR") throws -> Data {
        let marked = try Fixture.document {
            try $0.edit("transactions", 2) {
                $0["amount"] = 7_654.321
                $0["currency"] = currency
            }
        }
        let text = String(decoding: marked, as: UTF8.self)
        #expect(text.contains("7654.321"))
        return Data(text.replacingOccurrences(of: "7654.321", with: amount).utf8)
    }

    @Test(arguments: [
        ("10.5", "JPY", "test.json: transactions[2].amount: 10.5 has more decimals than JPY allows (0)"),
        ("1.255", "INR", "test.json: transactions[2].amount: 1.255 has more decimals than INR allows (2)"),
        ("1.00001", "INR", "test.json: transactions[2].amount: 1.00001 has more decimals than INR allows (2)"),
        ("1000000000000000", "INR", "test.json: transactions[2].amount: must be less than 1000000000000000"),
        ("0", "INR", "test.json: transactions[2].amount: amount must be more than 0"),
        ("-5", "INR", "test.json: transactions[2].amount: amount must be more than 0"),
        ("0.0000", "INR", "test.json: transactions[2].amount: amount must be more than 0"),
    ])
    func aBadAmount_isRefusedWithItsPath(amount: String, currency: String, expected: String) throws {
        #expect(Fixture.loadError(try Self.data(amount: amount, currency: currency)) == expected)
    }

    @Test(arguments: [
        ("1250", "JPY"), ("1.255", "KWD"), ("1.250000", "INR"), ("950000000000000.5", "INR"),
        ("999999999999999.99", "INR"), ("0.01", "INR"),
    ])
    func aGoodAmount_loads_withOrWithoutAKey(amount: String, currency: String) throws {
        let data = try Self.data(amount: amount, currency: currency)
        #expect(Fixture.loadError(data) == nil)
        let loaded = try MockDataLoader.decode(data, file: "test.json")
        let transaction = loaded.wallet.transactions[2]
        #expect(transaction.amount == Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        #expect(AmountKey(transaction.amount) == AmountKey.exactKey(transaction.amount))
    }
}
