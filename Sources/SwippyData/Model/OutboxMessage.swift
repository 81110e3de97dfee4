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
    /// The signed-in user who sent it (nil in state files saved before senders were recorded).
    public var senderUserID: String?
    /// Where support replies: the sender's email address (nil in older state files).
    public var replyTo: String?

    enum CodingKeys: String, CodingKey {
        case id, to, subject, body
        case sentAt = "sent_at"
        case senderUserID = "sender_user_id"
        case replyTo = "reply_to"
    }

    /// A message, from `senderUserID` with replies to `replyTo` when known.
    public init(
        id: String, to: String, subject: String, body: String, sentAt: Date, senderUserID: String? = nil,
        replyTo: String? = nil
    ) {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.sentAt = sentAt
        self.senderUserID = senderUserID
        self.replyTo = replyTo
    }
}
