import Foundation

/// A dispute raised against one transaction.
public struct Dispute: Codable, Equatable, Sendable {
    /// Unique id, e.g. "DSP-1001".
    public var id: String
    /// The disputed transaction.
    public var transactionID: String
    /// Why it is disputed.
    public var reason: DisputeReason
    /// The user's words (required for `other`, at most 500 characters).
    public var description: String
    /// Where it stands now.
    public var status: DisputeStatus
    /// When it was raised.
    public var raisedAt: Date
    /// Every status change, oldest first.
    public var timeline: [DisputeEvent]

    enum CodingKeys: String, CodingKey {
        case id, reason, description, status, timeline
        case transactionID = "transaction_id"
        case raisedAt = "raised_at"
    }

    /// A dispute.
    public init(
        id: String, transactionID: String, reason: DisputeReason, description: String, status: DisputeStatus,
        raisedAt: Date, timeline: [DisputeEvent]
    ) {
        self.id = id
        self.transactionID = transactionID
        self.reason = reason
        self.description = description
        self.status = status
        self.raisedAt = raisedAt
        self.timeline = timeline
    }
}
