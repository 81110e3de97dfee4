import Foundation

/// Whether a card can be used.
public enum CardStatus: String, Codable, Equatable, Sendable {
    case active, inactive, blocked

    /// "Active", "Inactive", "Blocked": how every screen names the status.
    public var label: String {
        switch self {
        case .active: "Active"
        case .inactive: "Inactive"
        case .blocked: "Blocked"
        }
    }
}
