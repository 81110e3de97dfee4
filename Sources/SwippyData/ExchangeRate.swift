import Foundation

/// How much of `code` one unit of the base buys, now and over the last 30 days.
public struct ExchangeRate: Codable, Equatable, Sendable {
    /// ISO code of the quoted currency.
    public var code: String
    /// Units of `code` per one unit of the base, today.
    public var rate: Decimal
    /// 30 daily rates, oldest first; the last one is today's.
    public var history: [Decimal]

    /// A rate.
    public init(code: String, rate: Decimal, history: [Decimal]) {
        self.code = code
        self.rate = rate
        self.history = history
    }
}
