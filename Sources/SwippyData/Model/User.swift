import Foundation

/// A Swippy user: profile and salted hashes of their PINs (never the PINs themselves).
public struct User: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// Full name.
    public var name: String
    /// 10-digit mobile number, unique among users.
    public var mobile: String
    /// Email address.
    public var email: String
    /// Postal address, one line.
    public var address: String
    /// ISO 4217 code of the user's currency.
    public var currency: String
    /// When the user joined.
    public var memberSince: Date
    /// Salted hash of the 4-digit login PIN.
    public var loginPIN: SecretHash
    /// Salted hash of the 6-digit transaction PIN.
    public var transferPIN: SecretHash

    enum CodingKeys: String, CodingKey {
        case id, name, mobile, email, address, currency
        case memberSince = "member_since"
        case loginPIN = "login_pin"
        case transferPIN = "transfer_pin"
    }

    /// A user.
    public init(
        id: String, name: String, mobile: String, email: String, address: String, currency: String,
        memberSince: Date, loginPIN: SecretHash, transferPIN: SecretHash
    ) {
        self.id = id
        self.name = name
        self.mobile = mobile
        self.email = email
        self.address = address
        self.currency = currency
        self.memberSince = memberSince
        self.loginPIN = loginPIN
        self.transferPIN = transferPIN
    }
}
