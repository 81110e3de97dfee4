import Foundation

/// Limits on a single transfer, each in the currency it names (`config.limits`); a transfer in another currency
/// meets them converted (`Ledger.perTransferLimit(in:)`).
public struct TransferLimits: Codable, Equatable, Sendable {
    /// The most one transfer may move.
    public var perTransfer: Money
    /// A flat fee charged on transfers to other banks (0 for none).
    public var externalFee: Money

    enum CodingKeys: String, CodingKey {
        case perTransfer = "per_transfer"
        case externalFee = "external_fee"
    }

    /// Limits (rupees by default).
    public init(perTransfer: Money = Money(200_000, "INR"), externalFee: Money = Money(0, "INR")) {
        self.perTransfer = perTransfer
        self.externalFee = externalFee
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        perTransfer = try container.decode(ConfigMoney.self, forKey: .perTransfer).money
        externalFee = try container.decode(ConfigMoney.self, forKey: .externalFee).money
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ConfigMoney(perTransfer), forKey: .perTransfer)
        try container.encode(ConfigMoney(externalFee), forKey: .externalFee)
    }
}
