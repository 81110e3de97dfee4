import Foundation

/// Limits on a single transfer, in the sender's currency.
public struct TransferLimits: Codable, Equatable, Sendable {
    /// The most one transfer may move.
    public var perTransfer: Decimal
    /// A flat fee charged on transfers to other banks (0 for none).
    public var externalFee: Decimal

    enum CodingKeys: String, CodingKey {
        case perTransfer = "per_transfer"
        case externalFee = "external_fee"
    }

    /// Limits.
    public init(perTransfer: Decimal = 200_000, externalFee: Decimal = 0) {
        self.perTransfer = perTransfer
        self.externalFee = externalFee
    }
}
