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

/// Hex encoding for salts and digests.
public enum Hex {
    /// Lower-case hex of `bytes`.
    public static func string(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// Bytes of a hex string; invalid pairs are skipped.
    public static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var iterator = hex.makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            if let byte = UInt8(String([high, low]), radix: 16) { result.append(byte) }
        }
        return result
    }
}
