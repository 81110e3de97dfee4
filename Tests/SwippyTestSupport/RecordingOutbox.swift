import SwippyData

/// An SMS outbox that keeps what it was asked to send.
public final class RecordingOutbox: SMSOutbox {
    /// Every message, oldest first.
    public private(set) var messages: [(mobile: String, text: String)] = []

    /// An empty outbox.
    public init() {}

    public func send(to mobile: String, text: String) {
        messages.append((mobile, text))
    }
}
