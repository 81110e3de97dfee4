import Foundation

/// An exact amount of money in a currency. Amounts are `Decimal` decoded from the JSON text,
/// never `Double`.
public struct Money: Equatable, Hashable, Sendable, Codable {
    /// The exact amount.
    public var amount: Decimal
    /// An ISO 4217 code ("INR") or, in card records, a symbol as given ("₹").
    public var currency: String

    /// An amount in a currency.
    public init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// "₹1,25,000.50": formatted without `Locale.current`, so output is the same everywhere.
    public var formatted: String { MoneyFormat.string(amount, currency: currency) }
}

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

/// Parses an amount a person typed: digits with at most two decimals, more than zero.
public enum AmountInput {
    /// Why a typed amount was refused, as a one-line reason.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty, notANumber, negative, zero, tooManyDecimals, tooLarge

        public var description: String {
            switch self {
            case .empty: "Enter an amount, for example 1500 or 1500.50."
            case .notANumber: "An amount has digits and at most one decimal point, for example 1500.50."
            case .negative: "The amount cannot be negative."
            case .zero: "The amount must be more than 0."
            case .tooManyDecimals: "Use at most 2 decimal places."
            case .tooLarge: "That amount is too large."
            }
        }
    }

    /// The exact amount typed, or the reason it is not an acceptable amount.
    /// Accepts "1500", "1,500.50", "₹1500"; refuses letters, exponents ("1e3"), signs and empty input.
    public static func parse(_ input: String) -> Result<Decimal, Problem> {
        var text = input.trimmingCharacters(in: .whitespaces)
        for symbol in ["₹", "$", "€", "£"] where text.hasPrefix(symbol) {
            text.removeFirst(symbol.count)
            text = text.trimmingCharacters(in: .whitespaces)
        }
        guard !text.isEmpty else { return .failure(.empty) }
        if text.contains(",") {
            guard let ungrouped = ungroup(text) else { return .failure(.notANumber) }
            text = ungrouped
        }
        if text.hasPrefix("-") { return .failure(.negative) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.contains(where: { !$0.isEmpty })
        else { return .failure(.notANumber) }
        if parts.count == 2, parts[1].count > 2 { return .failure(.tooManyDecimals) }
        guard parts[0].count <= 15 else { return .failure(.tooLarge) }
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            return .failure(.notANumber)
        }
        return value > 0 ? .success(value) : .failure(.zero)
    }

    /// "1,500.50" or "1,25,000" without its separators; nil when the commas are not thousands
    /// separators (so "1,5" is refused rather than read as 15).
    private static func ungroup(_ text: String) -> String? {
        let whole = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, let last = groups.last, (1...3).contains(first.count), last.count == 3,
              groups.dropFirst().dropLast().allSatisfy({ $0.count == 2 || $0.count == 3 })
        else { return nil }
        return text.replacingOccurrences(of: ",", with: "")
    }
}
