import SwippyData

/// The email-support flow: a subject, then a one-line message, then y to send; `sent` once it is in the outbox.
struct EmailDraft: Equatable {
    enum Step: Equatable {
        case subject, body, confirm
        /// Saved to the outbox: the sent screen takes over.
        case sent(OutboxMessage)
    }

    var step = Step.subject
    var subject = ""
    var body = ""
}
