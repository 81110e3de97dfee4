import Foundation

/// Daily quotes of currencies against one quote currency (`base`; USD in the shipped data), with history.
/// Every conversion goes through `ExchangeRates+Conversion`: amount × quote(to) / quote(from).
public struct ExchangeRates: Codable, Equatable, Sendable {
    /// The currency everything is quoted in (its own quote is 1).
    public var base: String
    /// The day the latest quotes are for.
    public var asOf: Date
    /// One entry per quoted currency other than `base`.
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
