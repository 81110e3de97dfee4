import Foundation

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

    /// The key of `amount`, nil when it has more than four places or does not fit. Read from the `Decimal`'s
    /// own words (`words`), a few nanoseconds; else, or for a zero, computed exactly with `Decimal`'s arithmetic
    /// (microseconds).
    init?(_ amount: Decimal) {
        if let words = Self.words(of: amount), words.mantissa != 0 {
            guard let key = AmountKey(significand: words.mantissa, exponent: words.exponent, negative: words.negative)
            else { return nil }
            self = key
        } else {
            guard let key = Self.exactKey(amount) else { return nil }
            self = key
        }
    }

    /// `amount`'s mantissa, exponent and sign read from its own words when `signBit` found their layout: nil when
    /// it did not, or the mantissa is over 64 bits (then ask `Decimal`).
    static func words(of amount: Decimal, signBit: UInt32? = signBit)
        -> (mantissa: UInt64, exponent: Int, negative: Bool)?
    {
        guard let signBit else { return nil }
        return withUnsafeBytes(of: amount) { bytes in
            guard bytes.count == 20, bytes.loadUnaligned(fromByteOffset: 12, as: UInt64.self) == 0 else { return nil }
            let head = bytes.loadUnaligned(as: UInt32.self)
            let mantissa = bytes.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
            return (mantissa, Int(Int8(truncatingIfNeeded: head)), head & signBit != 0)
        }
    }

    /// The bit of a `Decimal`'s first word that holds its sign, when its words are laid out as `words(of:)`
    /// reads them (the exponent in the first byte, the mantissa's 16-bit words from the fifth, least significant
    /// first) and they give the exact key for amounts of every shape; else nil, and every key is computed.
    static let signBit: UInt32? = {
        let heads = [Decimal(1), Decimal(-1)].map { withUnsafeBytes(of: $0) { $0.loadUnaligned(as: UInt32.self) } }
        let bit = heads[0] ^ heads[1]
        guard bit.nonzeroBitCount == 1 else { return nil }
        let samples = ["0.01", "-123.45", "65536", "-4294967296.5", "1e3", "999999999999999.99", "0.00001", "1.50"]
        for text in samples {
            guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")),
                let words = Self.words(of: amount, signBit: bit), words.exponent == amount.exponent,
                words.mantissa == UInt64(amount.significand.description),
                AmountKey(significand: words.mantissa, exponent: words.exponent, negative: words.negative)
                    == exactKey(amount)
            else { return nil }
        }
        return bit
    }()

    /// The key of `amount` by `Decimal` arithmetic: rounded to four places first, so the product below has at
    /// most 19 digits and is exact.
    static func exactKey(_ amount: Decimal) -> AmountKey? {
        guard amount.isFinite, amount.magnitude < 900_000_000_000_000 else { return nil }
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, Self.places, .plain)
        guard rounded == amount, let key = Int64((rounded * 10_000).description) else { return nil }
        return AmountKey(tenThousandths: key)
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
