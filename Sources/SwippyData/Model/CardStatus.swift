import Foundation

/// Whether a card can be used.
public enum CardStatus: String, Codable, Equatable, Sendable {
    case active, inactive, blocked
}
