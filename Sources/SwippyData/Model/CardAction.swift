import Foundation

/// The per-card actions Swippy knows; others in the file are ignored.
public enum CardAction: String, Codable, Equatable, Sendable, CaseIterable {
    case viewDetails = "view_details"
    case payNow = "pay_now"
    case viewLastStatement = "view_last_statement"
}
