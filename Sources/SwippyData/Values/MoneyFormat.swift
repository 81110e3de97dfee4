import Foundation
import SwippyText

/// Formats money with fixed rules (symbol, grouping, the currency's own minor units), independent of the
/// machine's locale. The decimals come from the one table, `Currency.decimalPlaces(of:)`: "¥1,250", "£820.40",
/// "KWD 1.250".
public enum MoneyFormat {
    static let symbols: [String: String] = [
        "INR": "₹", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "SGD": "S$", "AED": "AED ", "AUD": "A$",
    ]

    /// The symbol for an ISO code, or the currency as given when it is not a known code.
    public static func symbol(for currency: String) -> String {
        symbols[currency.uppercased()]
            ?? (currency.count == 3 && currency.allSatisfy(\.isLetter) ? currency + " " : currency)
    }

    /// "₹1,25,000.50" (Indian grouping for rupees), "$1,250.50", "¥1,250", "KWD 1.250": rounded half away from
    /// zero to the currency's minor units; negative amounts as "-₹12.00" (never "-₹0.00").
    public static func string(_ amount: Decimal, currency: String) -> String {
        let rounded = Currency.rounded(amount, in: currency)
        let digits = plain(rounded, indianGrouping: isRupee(currency), places: Currency.decimalPlaces(of: currency))
        let sign = rounded < 0 ? "-" : ""
        return sign + symbol(for: currency) + digits
    }

    /// The one mark of an amount that had to be converted with the data's rates: "≈ ₹1,200.00", the same on
    /// the home total, History's totals and the emailed report.
    public static func approximate(_ formatted: String, if isApproximate: Bool) -> String {
        isApproximate ? "≈ " + formatted : formatted
    }

    /// The magnitude with grouping separators and exactly `places` decimals (default two): "1,25,000.50",
    /// "1,250" with none.
    public static func plain(
        _ amount: Decimal, indianGrouping: Bool = false, places: Int = Currency.defaultDecimalPlaces
    ) -> String {
        RateFormat.fixed(amount.magnitude, places: places, grouping: true, indian: indianGrouping)
    }

    /// How amounts in `currency` group their digits, and so how counts shown beside them do: the Indian way for
    /// rupees, by three otherwise.
    public static func grouping(for currency: String) -> DigitGrouping {
        isRupee(currency) ? .indian : .thousands
    }

    /// Whether `currency` is the rupee, by code or symbol: its amounts group the Indian way.
    static func isRupee(_ currency: String) -> Bool {
        currency.uppercased() == "INR" || currency == "₹"
    }
}
