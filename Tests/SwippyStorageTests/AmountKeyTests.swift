import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData
@testable import SwippyStorage

@Suite("An amount's integer key: exact, the same from a Decimal's words as by arithmetic, nil where it cannot be")
struct AmountKeyTests {
    @Test(arguments: [
        ("1.5", 15_000 as Int64?), ("0.0001", 1), ("1.500000", 15_000), ("1250", 12_500_000), ("0", 0), ("0.00", 0),
        ("-2.50", -25_000), ("1e3", 10_000_000), ("2.5E-1", 2_500), ("899999999999999.9999", 8_999_999_999_999_999_999),
        ("910000000000000", nil), ("1.00001", nil), ("0.00001", nil), ("1000000000000000", nil),
        ("12345678901234567890123", nil),
    ])
    func aNumbersKey_isTheSameFromItsWordsAndFromItsArithmetic(text: String, expected: Int64?) throws {
        let decimal = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(AmountKey(decimal)?.tenThousandths == expected)
        #expect(AmountKey.exactKey(decimal)?.tenThousandths == expected)
        let read = try JSONFile.decode([Decimal].self, from: Data("[\(text)]".utf8), file: "t.json")
        #expect(read == [decimal])
        #expect(read.first.flatMap(AmountKey.init)?.tenThousandths == expected)
    }

    /// Amounts of every shape (signs, zeros, exponents from -22 to 22, significands up to 2^64 - 1, and sums
    /// and products, which `Decimal` need not leave compact): the key read from the words is the exact one.
    @Test func theWordsGiveTheExactKey_onSeededAmounts() {
        var random = SeededGenerator(seed: 35)
        var amounts: [Decimal] = [0, -0, Decimal.greatestFiniteMagnitude, Decimal(UInt64.max), Decimal(Int64.min)]
        for _ in 0..<20_000 {
            let bits = UInt64.random(in: 0...63, using: &random)
            let significand = UInt64.random(in: 0...UInt64.max >> bits, using: &random)
            let amount = Decimal(
                sign: Bool.random(using: &random) ? .minus : .plus, exponent: Int.random(in: -22...22, using: &random),
                significand: Decimal(significand))
            amounts.append(amount)
            amounts.append(amount * Decimal(Int.random(in: 1...1_000, using: &random)))
            amounts.append(amount + Decimal(sign: .plus, exponent: -2, significand: 5))
        }
        #expect(AmountKey.signBit != nil, "the words are read on this platform")
        let differing = amounts.filter { AmountKey($0) != AmountKey.exactKey($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
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

    @Test(arguments: ["12.34", "1e2", "0.000010", "123456789012345678901"])
    func aReadTransaction_isFoundations_andItsAmountsKeyIsExact(amount: String) throws {
        let json =
            "[{\"id\": \"t-1\", \"date\": \"2026-11-02\", \"direction\": \"credit\", \"amount\": \(amount), "
            + "\"currency\": \"INR\", "
            + "\"counterparty\": \"A\", \"category\": \"c\", \"note\": \"\", \"reference\": \"R\", "
            + "\"account_id\": \"acc\"}]"
        let fast = try JSONFile.decode([Transaction].self, from: Data(json.utf8), file: "t.json")
        let foundation = try JSONDecoder.swippy().decode([Transaction].self, from: Data(json.utf8))
        #expect(fast == foundation)
        let read = try #require(fast.first)
        #expect(AmountKey(read.amount) == AmountKey.exactKey(read.amount))
    }
}
