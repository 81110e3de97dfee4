import Foundation

/// One entry of a dispute's timeline.
public struct DisputeEvent: Codable, Equatable, Sendable {
    /// The status entered.
    public var status: DisputeStatus
    /// When.
    public var at: Date
    /// What happened, in words.
    public var note: String

    /// An event.
    public init(status: DisputeStatus, at: Date, note: String) {
        self.status = status
        self.at = at
        self.note = note
    }
}
