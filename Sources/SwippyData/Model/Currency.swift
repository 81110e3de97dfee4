import Foundation

/// A currency from the ISO 4217 list.
public struct Currency: Codable, Equatable, Sendable {
    /// ISO 4217 code.
    public var code: String
    /// English name.
    public var name: String
    /// Display symbol where one is common; empty for most currencies (the JSON leaves the key out).
    public var symbol: String
    /// Digits after the point (JPY 0, most 2, KWD 3); the same as `Currency.decimalPlaces(of: code)`.
    public var minorUnits: Int

    enum CodingKeys: String, CodingKey {
        case code, name, symbol
        case minorUnits = "minor_units"
    }

    /// A currency; `minorUnits` defaults to the one rule for its code.
    public init(code: String, name: String, symbol: String = "", minorUnits: Int? = nil) {
        self.code = code
        self.name = name
        self.symbol = symbol
        self.minorUnits = minorUnits ?? Currency.decimalPlaces(of: code)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        if !symbol.isEmpty { try container.encode(symbol, forKey: .symbol) }
        try container.encode(minorUnits, forKey: .minorUnits)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        name = try container.decode(String.self, forKey: .name)
        symbol = try container.decodeIfPresent(String.self, forKey: .symbol) ?? ""
        minorUnits = try container.decodeIfPresent(Int.self, forKey: .minorUnits) ?? Currency.decimalPlaces(of: code)
    }
}
