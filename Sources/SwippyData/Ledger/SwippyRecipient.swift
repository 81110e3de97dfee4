/// Another Swippy user who will receive money.
public struct SwippyRecipient: Equatable, Sendable {
    /// Their user id.
    public var userID: String
    /// Their name, shown before the money moves.
    public var name: String
    /// The 10-digit mobile they were found by.
    public var mobile: String

    /// A recipient.
    public init(userID: String, name: String, mobile: String) {
        self.userID = userID
        self.name = name
        self.mobile = mobile
    }
}
