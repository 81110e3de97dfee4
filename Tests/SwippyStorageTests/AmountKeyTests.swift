import Foundation
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("An amount's integer key: exact, the same from digits and from a Decimal, nil where it cannot be")
struct AmountKeyTests {
    @Test(arguments: [
        ("1.5", 15_000 as Int64?), ("0.0001", 1), ("1.500000", 15_000), ("1250", 12_500_000), ("0", 0), ("0.00", 0),
        ("-2.50", -25_000), ("1e3", 10_000_000), ("2.5E-1", 2_500), ("899999999999999.9999", 8_999_999_999_999_999_999),
        ("910000000000000", nil), ("1.00001", nil), ("0.00001", nil), ("1000000000000000", nil),
        ("12345678901234567890123", nil),
    ])
    func aNumbersKey_isTheSameFromItsDigitsAndFromItsDecimal(text: String, expected: Int64?) throws {
        let decimal = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(AmountKey(decimal)?.tenThousandths == expected)
        let read = try JSONFile.decode([Decimal].self, from: Data("[\(text)]".utf8), file: "t.json")
        #expect(read == [decimal])
        #expect(JSONByteDecoderProbe.key(of: text) == expected)
    }

    @Test(arguments: [
        ("1250", 0, true), ("1250.5", 0, false), ("1.25", 2, true), ("1.255", 2, false), ("1.255", 3, true),
        ("0.0001", 4, true), ("0.0001", 3, false), ("7", 9, true),
    ])
    func placesAreCountedOnTheKey(text: String, places: Int, holds: Bool) throws {
        let amount = try #require(Decimal(string: text))
        let key = try #require(AmountKey(amount))
        #expect(key.hasAtMost(places: places) == holds)
    }

    @Test func keysOrderAsTheirAmounts() throws {
        let amounts = ["-3", "0", "0.0001", "0.5", "0.50001", "2", "10.25", "10.2501"].compactMap {
            Decimal(string: $0)
        }
        let keyed = amounts.compactMap(AmountKey.init)
        #expect(keyed.count == amounts.count - 1)
        #expect(keyed == keyed.sorted())
        #expect(keyed.map(\.tenThousandths) == [-30_000, 0, 1, 5_000, 20_000, 102_500, 102_501])
    }

    @Test func aTransactionsKey_isThatOfItsAmount() throws {
        func transaction(_ amount: Decimal) -> Transaction {
            Transaction(
                id: "t", date: Date(timeIntervalSince1970: 0), accountID: "a", direction: .debit, amount: amount,
                currency: "INR", counterparty: "C", category: "c", reference: "R")
        }
        #expect(transaction(12).amountKey?.tenThousandths == 120_000)
        #expect(transaction(Decimal(string: "0.00001") ?? 0).amountKey == nil)
        #expect(transaction(Decimal(string: "3.25") ?? 0).amountKey?.tenThousandths == 32_500)
    }

    @Test(arguments: ["12.34", "1e2", "0.000010", "123456789012345678901"])
    func aReadTransaction_hasTheKeyItsAmountGives(amount: String) throws {
        let json =
            "[{\"id\": \"t-1\", \"date\": \"2026-11-02\", \"direction\": \"credit\", \"amount\": \(amount), "
            + "\"currency\": \"INR\", "
            + "\"counterparty\": \"A\", \"category\": \"c\", \"note\": \"\", \"reference\": \"R\", "
            + "\"account_id\": \"acc\"}]"
        let fast = try JSONFile.decode([Transaction].self, from: Data(json.utf8), file: "t.json")
        let foundation = try JSONDecoder.swippy().decode([Transaction].self, from: Data(json.utf8))
        #expect(fast == foundation)
        let read = try #require(fast.first)
        #expect(read.amountKey == AmountKey(read.amount))
    }
}

/// Reads one number with the file reader and gives the key it made from the digits.
private enum JSONByteDecoderProbe {
    static func key(of text: String) -> Int64?? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int64?? in
            guard let base = buffer.baseAddress else { return nil }
            let decoder = JSONByteDecoder(bytes: base, count: buffer.count, spans: [:])
            guard let read = try? decoder.number(at: 0) else { return nil }
            return .some(read.key?.tenThousandths)
        }
    }
}
