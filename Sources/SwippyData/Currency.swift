import Foundation

/// A currency users may hold.
public struct Currency: Codable, Equatable, Sendable {
    /// ISO 4217 code.
    public var code: String
    /// English name.
    public var name: String
    /// Display symbol.
    public var symbol: String

    /// A currency.
    public init(code: String, name: String, symbol: String) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}
