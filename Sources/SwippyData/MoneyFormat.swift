import Foundation

/// Formats money with fixed rules (symbol, grouping, two decimals), independent of the machine's locale.
public enum MoneyFormat {
    static let symbols: [String: String] = [
        "INR": "₹", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "SGD": "S$", "AED": "AED ", "AUD": "A$",
    ]

    /// The symbol for an ISO code, or the currency as given when it is not a known code.
    public static func symbol(for currency: String) -> String {
        symbols[currency.uppercased()] ?? (currency.count == 3 && currency.allSatisfy(\.isLetter) ? currency + " " : currency)
    }

    /// "₹1,25,000.50" (Indian grouping for rupees) or "$1,250.50"; negative amounts as "-₹12.00".
    public static func string(_ amount: Decimal, currency: String) -> String {
        let indian = currency.uppercased() == "INR" || currency == "₹"
        let digits = plain(amount.magnitude, indianGrouping: indian)
        let isZero = digits.allSatisfy { $0 == "0" || $0 == "." || $0 == "," }
        let sign = amount < 0 && !isZero ? "-" : ""
        return sign + symbol(for: currency) + digits
    }

    /// The magnitude with grouping separators and exactly two decimals: "1,25,000.50".
    public static func plain(_ amount: Decimal, indianGrouping: Bool = false) -> String {
        let (whole, fraction) = digits(amount.magnitude)
        return group(whole, indian: indianGrouping) + "." + fraction
    }

    /// The amount rounded half-up to two decimals, as whole-part and two-digit fraction strings.
    static func digits(_ amount: Decimal) -> (String, String) {
        var value = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 2, .plain)
        let minorUnits = rounded * 100
        let text = NSDecimalNumber(decimal: minorUnits).stringValue
        let integerText = text.split(separator: ".").first.map(String.init) ?? "0"
        let padded = String(repeating: "0", count: max(0, 3 - integerText.count)) + integerText
        return (String(padded.dropLast(2)), String(padded.suffix(2)))
    }

    private static func group(_ whole: String, indian: Bool) -> String {
        var digits = Array(whole)
        var groups: [String] = []
        var size = 3
        while digits.count > size {
            groups.insert(String(digits.suffix(size)), at: 0)
            digits.removeLast(size)
            if indian { size = 2 }
        }
        groups.insert(String(digits), at: 0)
        return groups.joined(separator: ",")
    }
}
