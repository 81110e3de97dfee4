import Foundation

/// A configured amount (a limit, a minimum fee) applied to money in another currency: converted once through
/// the one conversion rule (`ExchangeRates.converted`, rounded to the target's minor units) and shown with the
/// configured figure beside it: "£1,832.40 (₹2,00,000.00)", or "₹2,00,000.00" alone in its own currency.
public struct ConvertedLimit: Equatable, Sendable {
    /// The amount in the currency it is applied in.
    public let money: Money
    /// The amount as configured.
    public let configured: Money

    /// `configured` in `currency`; nil when either currency has no quote.
    public init?(_ configured: Money, in currency: String, rates: ExchangeRates) {
        let target = currency.uppercased()
        if configured.currency.uppercased() == target {
            self.money = Money(configured.amount, currency)
        } else {
            guard let amount = rates.converted(configured.amount, from: configured.currency, to: target) else {
                return nil
            }
            self.money = Money(amount, currency)
        }
        self.configured = configured
    }

    /// The amount in its target currency.
    public var amount: Decimal { money.amount }

    /// True when the limit was converted from another currency.
    public var isConverted: Bool { money.currency.uppercased() != configured.currency.uppercased() }

    /// "£1,832.40 (₹2,00,000.00)" when converted, else "₹2,00,000.00".
    public var text: String {
        isConverted ? "\(money.formatted) (\(configured.formatted))" : money.formatted
    }

    /// Why `configured` cannot be applied to an amount in `currency`: one line naming both.
    public static func noRate(_ configured: Money, in currency: String, what: String) -> String {
        "No exchange rate for \(currency): \(what) (\(configured.formatted)) cannot be applied to it."
    }
}
