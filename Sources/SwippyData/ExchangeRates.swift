import Foundation

/// Exchange rates against a base currency, with 30 days of history.
public struct ExchangeRates: Codable, Equatable, Sendable {
    /// The base currency's ISO code.
    public var base: String
    /// The day the latest rates are for.
    public var asOf: Date
    /// One entry per quoted currency.
    public var rates: [ExchangeRate]

    enum CodingKeys: String, CodingKey {
        case base, rates
        case asOf = "as_of"
    }

    /// Rates.
    public init(base: String, asOf: Date, rates: [ExchangeRate]) {
        self.base = base
        self.asOf = asOf
        self.rates = rates
    }
}
