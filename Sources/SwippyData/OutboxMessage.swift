import Foundation

/// A message "sent" by the app (mail is simulated), kept in a local outbox.
public struct OutboxMessage: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// Recipient address.
    public var to: String
    /// Subject line.
    public var subject: String
    /// Body text.
    public var body: String
    /// When it was sent.
    public var sentAt: Date

    enum CodingKeys: String, CodingKey {
        case id, to, subject, body
        case sentAt = "sent_at"
    }

    /// A message.
    public init(id: String, to: String, subject: String, body: String, sentAt: Date) {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.sentAt = sentAt
    }
}
