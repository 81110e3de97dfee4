import Foundation

/// A dispute's lifecycle.
public enum DisputeStatus: String, Codable, Equatable, Sendable, CaseIterable {
    case open
    case inReview = "in_review"
    case resolved, rejected, withdrawn
}
