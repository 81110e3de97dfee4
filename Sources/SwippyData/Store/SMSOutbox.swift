import Foundation

/// Where one-time codes go out. The app prints one line per message (the SMS is simulated);
/// tests keep the messages to read the code back.
public protocol SMSOutbox: AnyObject {
    /// Sends `text` to the 10-digit `mobile`.
    func send(to mobile: String, text: String)
}
