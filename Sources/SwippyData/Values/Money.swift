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
