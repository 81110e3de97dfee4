import Foundation

/// An amount in `config` that names its currency: `{"amount": "200000", "currency": "INR"}` (the amount as JSON
/// text or a number). A bare number, as files written before config amounts named a currency have it, is
/// rupees, so old files still load and mean what they meant.
public struct ConfigMoney: Codable, Equatable, Sendable {
    /// The currency of a bare number.
    public static let legacyCurrency = "INR"

    /// The amount and its currency.
    public var money: Money

    enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    /// An amount with its currency.
    public init(_ money: Money) {
        self.money = money
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let bare = try? single.decode(Decimal.self) {
            money = Money(bare, Self.legacyCurrency)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(String.self, forKey: .currency)
        guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container, debugDescription: "a currency is a 3-letter ISO code such as INR")
        }
        if let number = try? container.decode(Decimal.self, forKey: .amount) {
            money = Money(number, currency)
            return
        }
        let text = try container.decode(String.self, forKey: .amount)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        // At most 15 digits before the point and 4 after (no currency has more minor units), so `Decimal` holds
        // the text exactly; the currency's own minor units are checked with the other amounts.
        guard parts.count <= 2, parts[0].count <= 15, parts.dropFirst().allSatisfy({ $0.count <= 4 }),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container,
                debugDescription: "an amount is digits with at most one point, such as \"200000\"")
        }
        money = Money(value, currency)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("\(money.amount)", forKey: .amount)
        try container.encode(money.currency, forKey: .currency)
    }
}
