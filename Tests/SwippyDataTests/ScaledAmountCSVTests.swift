import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

/// `ScaledAmount`, which the streamed CSV and the spending chart read amounts through: its words-read answer
/// is the one `Decimal` arithmetic gives, for amounts of every shape.
@Suite("ScaledAmount, for the CSV and the chart")
struct ScaledAmountCSVTests {
    @Test(arguments: [
        ("0.01", 2, Int64?.some(1)), ("-123.45", 2, -12_345), ("1500", 2, 150_000), ("12.5", 0, nil), ("12.5", 1, 125),
        ("1.005", 2, nil), ("0", 2, 0), ("-0.5", 4, -5_000), ("1e3", 0, 1_000), ("65536.0001", 4, 655_360_001),
        ("18446744073709551616", 0, nil), ("899999999999999999", 0, 899_999_999_999_999_999),
        ("900000000000000000", 0, nil), ("0.00000001", 8, 1), ("3", 9, nil),
    ])
    func units_areTheExactScaledWholeNumber_orNil(text: String, places: Int, expected: Int64?) throws {
        let amount = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(ScaledAmount.units(amount, places: places) == expected)
        if (0...8).contains(places) {
            #expect(ScaledAmount.exactUnits(amount, places: places) == expected)
        }
        if let expected {
            #expect(ScaledAmount.decimal(expected, places: places) == amount)
        }
    }

    @Test func seededAmounts_readFromTheirWords_agreeWithDecimalArithmetic() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let exponent = random.next(12) - 8
            let significand = Decimal(random.next(1 << 30)) * Decimal(random.next(1 << 20) + 1)
            let amount = Decimal(
                sign: random.next(2) == 0 ? .plus : .minus, exponent: exponent, significand: significand)
            let places = random.next(9)
            #expect(ScaledAmount.units(amount, places: places) == ScaledAmount.exactUnits(amount, places: places))
        }
    }
}
