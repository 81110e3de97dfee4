extension Currency {
    /// Decimal places each currency allows; any other currency allows `defaultDecimalPlaces`.
    /// Card dues may name the currency by symbol, so the symbols are listed too.
    static let decimalPlacesByCode: [String: Int] = [
        "INR": 2, "₹": 2, "USD": 2, "$": 2, "EUR": 2, "€": 2, "GBP": 2, "£": 2, "JPY": 0, "¥": 0,
        "SGD": 2, "S$": 2, "AED": 2, "AUD": 2, "A$": 2,
    ]

    /// Decimal places of a currency not in the table: two, like most currencies.
    static let defaultDecimalPlaces = 2

    /// The one rule for how many digits after the point an amount in `currency` (a code, any case, or a
    /// symbol) may have: none for the yen, two for the others. Loading data and typed amounts both use it.
    public static func decimalPlaces(of currency: String) -> Int {
        decimalPlacesByCode[currency.uppercased()] ?? decimalPlacesByCode[currency] ?? defaultDecimalPlaces
    }
}
