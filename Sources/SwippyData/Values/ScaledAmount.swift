import Foundation

/// An amount as a whole number of `10^-places` units ("-1500.25" at two places is -150025), when it is one
/// exactly and fits in 64 bits: read from the `Decimal`'s own words (its exponent, sign and 64-bit mantissa) in
/// a few nanoseconds, where `Decimal` arithmetic or text costs microseconds — at a million rows, most of a CSV
/// export or a chart; the engine's `AmountKey` is these units at four places. The words are read only when a
/// check at first use found their layout; otherwise, and for a mantissa over 64 bits, the units come from
/// `Decimal` arithmetic. Either way the answer is the same: the units are only ever a faster way to the exact amount.
public enum ScaledAmount {
    /// The largest magnitude of units given (below `Int64.max`, so a sign and one more digit never overflow).
    public static let limit: UInt64 = 900_000_000_000_000_000

    /// `amount` × 10^`places` (`places` 0 to 8), nil when that is not a whole number or its magnitude is not
    /// below `limit` (at most `Int64.max`).
    public static func units(_ amount: Decimal, places: Int, limit: UInt64 = ScaledAmount.limit) -> Int64? {
        guard (0...8).contains(places) else { return nil }
        if let words = words(of: amount) {
            return units(
                significand: words.mantissa, exponent: words.exponent + places, negative: words.negative, limit: limit)
        }
        return exactUnits(amount, places: places, limit: limit)
    }

    /// `units` × 10^-`places`, exactly.
    public static func decimal(_ units: Int64, places: Int) -> Decimal {
        Decimal(sign: units < 0 ? .minus : .plus, exponent: -places, significand: Decimal(units.magnitude))
    }

    /// `significand` × 10^`exponent` as a whole number of magnitude below `limit`, or nil.
    public static func units(significand: UInt64, exponent: Int, negative: Bool, limit: UInt64 = ScaledAmount.limit)
        -> Int64?
    {
        var magnitude = significand
        if magnitude != 0 {
            if exponent < 0 {
                guard exponent >= -19 else { return nil }
                let divisor = (0..<(-exponent)).reduce(UInt64(1)) { power, _ in power * 10 }
                guard magnitude % divisor == 0 else { return nil }
                magnitude /= divisor
            } else {
                for _ in 0..<exponent {
                    let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                    guard !overflow else { return nil }
                    magnitude = product
                }
            }
        }
        guard magnitude < limit else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// The exponent, sign and mantissa of `amount`, read from its words when `signBit` found their layout; nil when
    /// it did not or they cannot tell (a zero, a NaN, a mantissa over 64 bits): then ask `Decimal`.
    public static func words(of amount: Decimal) -> (exponent: Int, negative: Bool, mantissa: UInt64)? {
        signBit.flatMap { words(of: amount, signBit: $0) }
    }

    private static func words(of amount: Decimal, signBit: UInt32) -> (exponent: Int, negative: Bool, mantissa: UInt64)?
    {
        withUnsafeBytes(of: amount) { bytes in
            guard bytes.count == 20, bytes.loadUnaligned(fromByteOffset: 12, as: UInt64.self) == 0 else { return nil }
            let head = bytes.loadUnaligned(as: UInt32.self)
            let mantissa = bytes.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
            guard mantissa != 0 else { return nil }
            return (Int(Int8(truncatingIfNeeded: head)), head & signBit != 0, mantissa)
        }
    }

    /// The bit of a `Decimal`'s first word that holds its sign, when its words are laid out as `words(of:)`
    /// reads them and give the exact units for amounts of every shape; else nil.
    public static let signBit: UInt32? = {
        let heads = [Decimal(1), Decimal(-1)].map { withUnsafeBytes(of: $0) { $0.loadUnaligned(as: UInt32.self) } }
        let bit = heads[0] ^ heads[1]
        guard bit.nonzeroBitCount == 1 else { return nil }
        let samples = ["0.01", "-123.45", "65536", "-4294967296.5", "1e3", "999999999999999.99", "0.00001", "1.50"]
        for text in samples {
            guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            for places in [0, 2, 4, 8] {
                let read = words(of: amount, signBit: bit).flatMap {
                    units(significand: $0.mantissa, exponent: $0.exponent + places, negative: $0.negative)
                }
                guard read == exactUnits(amount, places: places) else { return nil }
            }
        }
        return bit
    }()

    /// The units by `Decimal` arithmetic (microseconds): the amount must be unchanged by rounding to `places`.
    public static func exactUnits(_ amount: Decimal, places: Int, limit: UInt64 = ScaledAmount.limit) -> Int64? {
        guard amount.isFinite else { return nil }
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, places, .plain)
        let scaled = rounded * decimal(1, places: -places)
        guard rounded == amount, scaled.magnitude < Decimal(limit), let units = Int64(scaled.description) else {
            return nil
        }
        return units
    }
}
