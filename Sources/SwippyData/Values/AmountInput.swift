import Foundation

/// Parses an amount a person typed: digits with at most the currency's minor units of decimals (JPY none,
/// KWD three, most two), more than zero.
public enum AmountInput {
    /// Why a typed amount was refused, as a one-line reason.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty, notANumber, negative, zero, tooLarge
        /// More decimals than the currency has minor units (`currency` empty when none was named).
        case tooManyDecimals(currency: String, places: Int)

        public var description: String {
            switch self {
            case .empty: "Enter an amount, for example 1500 or 1500.50."
            case .notANumber: "An amount has digits and at most one decimal point, for example 1500.50."
            case .negative: "The amount cannot be negative."
            case .zero: "The amount must be more than 0."
            case .tooManyDecimals(let currency, let places): Self.decimalsReason(currency: currency, places: places)
            case .tooLarge: "That amount is too large."
            }
        }

        /// "JPY has no minor units; type a whole number." or "Use at most 3 decimal places."
        static func decimalsReason(currency: String, places: Int) -> String {
            guard places == 0 else { return "Use at most \(places) decimal \(places == 1 ? "place" : "places")." }
            return "\(currency.isEmpty ? "This currency" : currency) has no minor units; type a whole number."
        }
    }

    /// What may be typed after the point in `currency`, for a screen's instructions: "2 decimals at most",
    /// "3 decimals at most", or "a whole number" (JPY).
    public static func decimalsRule(currency: String) -> String {
        let places = Currency.decimalPlaces(of: currency)
        return places == 0 ? "a whole number" : "\(places) \(places == 1 ? "decimal" : "decimals") at most"
    }

    /// The exact amount typed in `currency` (nil: a currency with two decimals), or the reason it is not an
    /// acceptable amount. Accepts "1500", "1,500.50", "₹1500"; refuses letters, exponents ("1e3"), signs, empty
    /// input and more decimals than the currency has ("1.5" for JPY, "1.2345" for KWD).
    public static func parse(_ input: String, currency: String? = nil) -> Result<Decimal, Problem> {
        var text = input.trimmingCharacters(in: .whitespaces)
        for symbol in ["₹", "$", "€", "£", "¥"] where text.hasPrefix(symbol) {
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
        let places = currency.map(Currency.decimalPlaces(of:)) ?? Currency.defaultDecimalPlaces
        if parts.count == 2, parts[1].count > places {
            return .failure(.tooManyDecimals(currency: currency?.uppercased() ?? "", places: places))
        }
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
