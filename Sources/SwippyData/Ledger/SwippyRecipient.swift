/// Another Swippy user who will receive money.
public struct SwippyRecipient: Equatable, Sendable {
    /// Their user id.
    public var userID: String
    /// Their name, shown before the money moves.
    public var name: String
    /// The 10-digit mobile they were found by.
    public var mobile: String
    /// The currency they receive in when it is not the sender's (the send is converted); nil when it is.
    public var currency: String?

    /// A recipient.
    public init(userID: String, name: String, mobile: String, currency: String? = nil) {
        self.userID = userID
        self.name = name
        self.mobile = mobile
        self.currency = currency
    }
}
