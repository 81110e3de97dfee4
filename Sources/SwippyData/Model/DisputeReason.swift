import Foundation

/// The reasons a person can give for a dispute.
public enum DisputeReason: String, Codable, Equatable, Sendable, CaseIterable {
    case unrecognisedCharge = "unrecognised_charge"
    case chargedTwice = "charged_twice"
    case amountDiffers = "amount_differs"
    case notReceived = "not_received"
    case other
}
