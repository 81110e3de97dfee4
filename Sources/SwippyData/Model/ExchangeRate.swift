import Foundation

/// How much of `code` one unit of the table's base buys (in the shipped data: units per US dollar), today and
/// on each earlier day.
public struct ExchangeRate: Codable, Equatable, Sendable {
    /// ISO code of the quoted currency.
    public var code: String
    /// Units of `code` per one unit of the base, on the table's `as_of` day.
    public var rate: Decimal
    /// Daily rates, oldest first; the last one is the `as_of` day's and equals `rate`.
    public var history: [Decimal]

    /// A rate.
    public init(code: String, rate: Decimal, history: [Decimal]) {
        self.code = code
        self.rate = rate
        self.history = history
    }
}
