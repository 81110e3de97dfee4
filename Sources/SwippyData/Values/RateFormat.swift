import Foundation
import SwippyText

/// Formats rates, changes and converted amounts with fixed rules, independent of the machine's locale.
public enum RateFormat {
    /// The minus sign used in changes: U+2212, so "−0.8 %" reads as a minus, not a hyphen.
    public static let minus = "\u{2212}"

    /// "+1.2 %", "−0.8 %" or "0.0 %": one decimal, rounded half away from zero, signed whatever the colour.
    public static func percent(_ value: Decimal) -> String {
        let rounded = ExchangeRates.rounded(value, places: 1)
        let digits = fixed(rounded.magnitude, places: 1, grouping: false)
        if rounded > 0 { return "+" + digits + " %" }
        if rounded < 0 { return minus + digits + " %" }
        return digits + " %"
    }

    /// A rate with six significant digits and at least two decimals: "0.0120670", "82.8706", "15,862.00".
    public static func rate(_ value: Decimal) -> String {
        fixed(value, places: places(forRate: value), grouping: true)
    }

    /// The decimals `rate(_:)` shows for `value`.
    public static func places(forRate value: Decimal) -> Int {
        let magnitude = value.magnitude
        guard magnitude > 0 else { return 2 }
        var integerDigits = 0
        var scaled = magnitude
        while scaled >= 1 {
            scaled /= 10
            integerDigits += 1
        }
        if integerDigits > 0 { return max(2, 6 - integerDigits) }
        var leadingZeros = 0
        scaled = magnitude
        while scaled < Decimal(string: "0.1") ?? 0.1, leadingZeros < 30 {
            scaled *= 10
            leadingZeros += 1
        }
        return 6 + leadingZeros
    }

    /// An amount in `code` with exactly its minor units and its symbol: "€1,234.56", "¥1,806", "KWD 3.075",
    /// "₹1,25,000.50" (Indian grouping for rupees).
    public static func money(_ amount: Decimal, code: String) -> String {
        MoneyFormat.string(amount, currency: code)
    }

    /// `value` (not negative) with exactly `places` decimals, rounded half away from zero, digits grouped by three
    /// (or the Indian way) when `grouping`.
    public static func fixed(_ value: Decimal, places: Int, grouping: Bool, indian: Bool = false) -> String {
        let rounded = ExchangeRates.rounded(value.magnitude, places: places)
        var scaled = rounded
        for _ in 0..<places { scaled *= 10 }
        let text = NSDecimalNumber(decimal: scaled).stringValue
        let integerText = text.split(separator: ".").first.map(String.init) ?? "0"
        let padded = String(repeating: "0", count: max(0, places + 1 - integerText.count)) + integerText
        let whole = String(padded.dropLast(places))
        let fraction = String(padded.suffix(places))
        let grouped = grouping ? (indian ? DigitGrouping.indian : .thousands).group(whole) : whole
        return places == 0 ? grouped : grouped + "." + fraction
    }
}
