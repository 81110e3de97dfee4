import Foundation

/// The other side of a payment that changed currency, recorded on each side's transaction: on the sender's
/// debit, what arrived; on the receiver's credit, what was sent. With the rate the money moved at, so both
/// sides' details show the amount sent, the amount received and the rate. Absent in data recorded before it
/// existed and on every payment in one currency.
///
/// A class, not a struct: `Transaction` holds one reference (8 bytes, nil on almost every row) instead of the
/// fields themselves (a million rows of a generated file each larger by their size). Immutable, so sharing it
/// is safe.
public final class OtherLeg: Codable, Equatable, Sendable {
    /// The other side's exact amount, in its own currency: always positive.
    public let amount: Decimal
    /// The other side's ISO code ("GBP"): three capital letters.
    public let currency: String
    /// Units of the received currency one unit of the sent currency bought (`CurrencyQuote.rate`): the same
    /// number on both sides.
    public let rate: Decimal
    /// The day of the rates (`exchange_rates.as_of`).
    public let asOf: Date

    enum CodingKeys: String, CodingKey {
        case amount, currency, rate
        case asOf = "as_of"
    }

    /// The other side of a converted payment.
    public init(amount: Decimal, currency: String, rate: Decimal, asOf: Date) {
        self.amount = amount
        self.currency = currency
        self.rate = rate
        self.asOf = asOf
    }

    /// The other leg of a payment quoted by `quote`: on the sender's side (`onSenderSide`) what was received,
    /// on the receiver's what was sent.
    public convenience init(_ quote: CurrencyQuote, onSenderSide: Bool) {
        let other = onSenderSide ? quote.received : quote.sent
        self.init(amount: other.amount, currency: other.currency, rate: quote.rate, asOf: quote.asOf)
    }

    /// Read from a file: text from a file is unsafe until checked, so a currency that is not three capital
    /// letters, or an amount or a rate that is not above zero, is refused with the field it is in.
    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let amount = try container.decode(Decimal.self, forKey: .amount)
        let currency = try container.decode(String.self, forKey: .currency)
        let rate = try container.decode(Decimal.self, forKey: .rate)
        guard amount > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "must be above 0")
        }
        guard currency.utf8.count == 3, currency.utf8.allSatisfy({ (65...90).contains($0) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container, debugDescription: "must be an ISO code of three capital letters")
        }
        guard rate > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .rate, in: container, debugDescription: "must be above 0")
        }
        self.init(
            amount: amount, currency: currency, rate: rate, asOf: try container.decode(Date.self, forKey: .asOf))
    }

    /// The other side as money.
    public var money: Money { Money(amount, currency) }

    /// The rate from the sent currency to the received one, "1 INR = 0.00950900 GBP", for a leg recorded on
    /// a transaction in `ownCurrency` (`sentBy`: the transaction is the sender's debit).
    public func rateText(ownCurrency: String, sentBy: Bool) -> String {
        let (from, to) = sentBy ? (ownCurrency, currency) : (currency, ownCurrency)
        return "1 \(from) = \(RateFormat.rate(rate)) \(to)"
    }

    public static func == (lhs: OtherLeg, rhs: OtherLeg) -> Bool {
        lhs.amount == rhs.amount && lhs.currency == rhs.currency && lhs.rate == rhs.rate && lhs.asOf == rhs.asOf
    }
}
