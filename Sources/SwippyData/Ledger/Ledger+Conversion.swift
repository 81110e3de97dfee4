import Foundation

extension Ledger {
    /// The one conversion rule of every movement that changes currency (a send by phone, a move between own
    /// accounts, a payment to an account Swippy holds): nil when `from` is `to` (nothing to convert); otherwise the
    /// quote at the data's rates, quote(to) ÷ quote(from), with what arrives rounded DOWN to `to`'s minor units
    /// (`ExchangeRates.delivered`), so no sequence of conversions returns more than was sent. Refused, in words,
    /// when a currency has no quote or `amount` would arrive as nothing ("₹0.50 is less than £0.01 at today's
    /// rate."). The same answer before the PIN and when the money moves.
    public func arrival(of amount: Decimal, from: String, to: String) -> Result<CurrencyQuote?, TransferFailure> {
        guard from != to else { return .success(nil) }
        guard let quote = CurrencyQuote(amount, from: from, to: to, rates: reference.exchangeRates) else {
            return .failure(
                .currencyMismatch("There is no exchange rate from \(from) to \(to): the money cannot be converted."))
        }
        guard quote.received.amount > 0 else {
            let smallest = Money(Self.minorUnit(of: to), to)
            return .failure(
                .invalidInput(
                    "\(Money(amount, from).formatted) is less than \(smallest.formatted) at today's rate."))
        }
        return .success(quote)
    }

    /// The smallest amount of `currency`: 0.01 for two minor units, 1 for none.
    static func minorUnit(of currency: String) -> Decimal {
        var unit = Decimal(1)
        for _ in 0..<Currency.decimalPlaces(of: currency) { unit /= 10 }
        return unit
    }
}
