import Foundation
import SwippyData

/// An amount as a whole number of ten-thousandths, when it is one exactly and fits in 64 bits: four places
/// after the point hold every currency's minor units (ISO 4217 has none with more), and ±900 trillion is more
/// than any amount Swippy shows. Comparing two keys, or asking whether an amount has more places than its
/// currency allows, is integer arithmetic; the same on two `Decimal`s costs a hundred times more, which at a
/// million transactions is most of loading and of an amount filter. An amount without a key (more places,
/// or larger) is compared as a `Decimal`; the key is only ever a faster way to the same answer. The engine
/// makes a key where it needs one (`init(_:)` from a `Transaction`'s amount, or a data image's column); the
/// domain's `Transaction` holds only its `Decimal`.
struct AmountKey: Comparable, Hashable, Sendable {
    /// The amount × 10,000.
    let tenThousandths: Int64

    static let places = 4
    /// Keys stay below 900 trillion (in ten-thousandths), whichever way they are made.
    private static let limit: UInt64 = 9_000_000_000_000_000_000
    private static let powers: [Int64] = [1, 10, 100, 1_000, 10_000]

    init(tenThousandths: Int64) {
        self.tenThousandths = tenThousandths
    }

    /// The key of a number written as `significand` × 10^`exponent` (the digits a JSON reader collected),
    /// nil when it has more than four places or does not fit.
    init?(significand: UInt64, exponent: Int, negative: Bool) {
        let units = ScaledAmount.units(
            significand: significand, exponent: exponent + Self.places, negative: negative, limit: Self.limit)
        guard let units else { return nil }
        tenThousandths = units
    }

    /// The key of `amount`, nil when it has more than four places or does not fit: `ScaledAmount`'s units at four
    /// places, read from the `Decimal`'s own words in a few nanoseconds where their layout allows (`signBit`),
    /// else computed with `Decimal`'s arithmetic (microseconds).
    init?(_ amount: Decimal) {
        guard let units = ScaledAmount.units(amount, places: Self.places, limit: Self.limit) else { return nil }
        tenThousandths = units
    }

    /// The bit of a `Decimal`'s first word that holds its sign, when its words are laid out as `ScaledAmount`
    /// reads them; else nil, and every key is computed.
    static var signBit: UInt32? { ScaledAmount.signBit }

    /// The key of `amount` by `Decimal` arithmetic alone (what the words must agree with).
    static func exactKey(_ amount: Decimal) -> AmountKey? {
        ScaledAmount.exactUnits(amount, places: Self.places, limit: Self.limit).map(AmountKey.init(tenThousandths:))
    }

    /// True when the amount has at most `places` digits after the point (`places` 0 to 4; more always holds).
    func hasAtMost(places: Int) -> Bool {
        guard places < Self.places else { return true }
        return tenThousandths % Self.powers[Self.places - max(0, places)] == 0
    }

    static func < (lhs: AmountKey, rhs: AmountKey) -> Bool {
        lhs.tenThousandths < rhs.tenThousandths
    }
}
