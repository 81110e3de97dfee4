import Foundation

/// An amount as a whole number of ten-thousandths, when it is one exactly and fits in 64 bits: four places
/// after the point hold every currency's minor units (ISO 4217 has none with more), and ±900 trillion is more
/// than any amount Swippy shows. Comparing two keys, or asking whether an amount has more places than its
/// currency allows, is integer arithmetic; the same on two `Decimal`s costs a hundred times more, which at a
/// million transactions is most of loading and of an amount filter. An amount without a key (more places,
/// or larger) is compared as a `Decimal`; the key is only ever a faster way to the same answer.
package struct AmountKey: Comparable, Hashable, Sendable {
    /// The amount × 10,000.
    package let tenThousandths: Int64

    package static let places = 4
    /// Keys stay below 900 trillion (in ten-thousandths), whichever way they are made.
    private static let limit: UInt64 = 9_000_000_000_000_000_000
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000]

    package init(tenThousandths: Int64) {
        self.tenThousandths = tenThousandths
    }

    /// The key of a number written as `significand` × 10^`exponent` (the digits a JSON reader collected),
    /// nil when it has more than four places or does not fit.
    package init?(significand: UInt64, exponent: Int, negative: Bool) {
        let shift = exponent + Self.places
        var magnitude = significand
        if magnitude == 0 {
            self.tenThousandths = 0
            return
        }
        if shift < 0 {
            // More than four places written: a key only when the extra digits are zeros ("1.500000").
            guard shift >= -19 else { return nil }
            let divisor = (0..<(-shift)).reduce(UInt64(1)) { power, _ in power * 10 }
            guard magnitude % divisor == 0 else { return nil }
            magnitude /= divisor
        } else {
            guard shift <= 19 else { return nil }
            for _ in 0..<shift {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
        }
        guard magnitude < Self.limit else { return nil }
        tenThousandths = negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// The key of `amount`, nil when it has more than four places or does not fit. Exact, and slower than
    /// reading digits: for amounts made in code (a transfer), not for a file's million.
    package init?(_ amount: Decimal) {
        guard amount.isFinite, amount.magnitude < 900_000_000_000_000 else { return nil }
        // Rounded to four places first, so the product below has at most 19 digits and is exact.
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, Self.places, .plain)
        guard rounded == amount, let key = Int64((rounded * 10_000).description) else { return nil }
        tenThousandths = key
    }

    /// True when the amount has at most `places` digits after the point (`places` 0 to 4; more always holds).
    package func hasAtMost(places: Int) -> Bool {
        guard places < Self.places else { return true }
        return tenThousandths % Self.powers[Self.places - max(0, places)] == 0
    }

    package static func < (lhs: AmountKey, rhs: AmountKey) -> Bool {
        lhs.tenThousandths < rhs.tenThousandths
    }
}
