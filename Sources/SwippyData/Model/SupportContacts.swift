import Foundation

/// Where a user can get help.
public struct SupportContacts: Codable, Equatable, Sendable {
    /// Helpline phone number.
    public var helpline: String
    /// Support email address.
    public var email: String
    /// Opening hours, in words.
    public var hours: String

    /// Contacts.
    public init(helpline: String, email: String, hours: String) {
        self.helpline = helpline
        self.email = email
        self.hours = hours
    }
}
