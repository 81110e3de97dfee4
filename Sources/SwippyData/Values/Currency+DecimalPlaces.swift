import Foundation

extension Currency {
    /// The one table of minor units: decimal places each currency allows (ISO 4217); any other currency allows
    /// `defaultDecimalPlaces`. Card dues may name the currency by symbol, so the symbols are listed too. MockData's
    /// `currencies[].minor_units` must agree with it (checked when the file loads).
    static let decimalPlacesByCode: [String: Int] = [
        "INR": 2, "₹": 2, "USD": 2, "$": 2, "EUR": 2, "€": 2, "GBP": 2, "£": 2, "JPY": 0, "¥": 0,
        "SGD": 2, "S$": 2, "AED": 2, "AUD": 2, "A$": 2,
        // ISO 4217 currencies without minor units, with three, and with four.
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "KMF": 0, "KRW": 0, "PYG": 0, "RWF": 0, "UGX": 0,
        "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
        "CLF": 4, "UYW": 4,
    ]

    /// Decimal places of a currency not in the table: two, like most currencies.
    public static let defaultDecimalPlaces = 2

    /// The one rule for how many digits after the point an amount in `currency` (a code, any case, or a
    /// symbol) may have: its ISO 4217 minor units (none for the yen,
    /// three for the Kuwaiti dinar), two for a currency not listed. Loading data, typed amounts, formatting,
    /// conversion and CSV all use it.
    public static func decimalPlaces(of currency: String) -> Int {
        decimalPlacesByCode[currency.uppercased()] ?? decimalPlacesByCode[currency] ?? defaultDecimalPlaces
    }

    /// `amount` rounded half away from zero to `currency`'s minor units: ¥1,250.5 → 1251, KWD 1.2345 → 1.235.
    public static func rounded(_ amount: Decimal, in currency: String) -> Decimal {
        ExchangeRates.rounded(amount, places: decimalPlaces(of: currency))
    }

    /// `amount` rounded towards zero to `currency`'s minor units (£0.0199 → 0.01, ¥1,250.9 → 1250): what a
    /// conversion delivers, so no sequence of conversions returns more than was sent.
    public static func roundedDown(_ amount: Decimal, in currency: String) -> Decimal {
        var input = amount
        var output = Decimal()
        NSDecimalRound(&output, &input, decimalPlaces(of: currency), amount < 0 ? .up : .down)
        return output
    }
}
