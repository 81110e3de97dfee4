import Foundation

/// A send between currencies at the data's rates: what leaves in the sender's currency, what arrives in the
/// receiver's (converted by the one conversion rule, rounded DOWN to its minor units:
/// `ExchangeRates.delivered`), the rate and its day.
public struct CurrencyQuote: Equatable, Sendable {
    /// What leaves, in the sender's currency.
    public var sent: Money
    /// What arrives, in the receiver's currency: never worth more than `sent` at `rate`.
    public var received: Money
    /// Units of the receiver's currency one unit of the sender's buys.
    public var rate: Decimal
    /// The day of the rates (`exchange_rates.as_of`).
    public var asOf: Date

    /// The quote of `amount` of `from` in `to` at `rates`; nil when a quote is missing or `from` is `to`.
    public init?(_ amount: Decimal, from: String, to: String, rates: ExchangeRates) {
        guard from != to, let rate = rates.rate(from: from, to: to),
            let received = rates.delivered(amount, from: from, to: to)
        else { return nil }
        sent = Money(amount, from)
        self.received = Money(received, to)
        self.rate = rate
        asOf = rates.asOf
    }

    /// "1 GBP = 105.1234 INR".
    public var rateText: String { "1 \(sent.currency) = \(RateFormat.rate(rate)) \(received.currency)" }
}
