import Foundation

/// A saved payee at another bank.
public struct Beneficiary: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// The user who saved it.
    public var userID: String
    /// The payee's name.
    public var name: String
    /// The payee's bank.
    public var bankName: String
    /// Digits only, 9 to 18 of them.
    public var accountNumber: String
    /// 11 characters, upper case.
    public var ifsc: String

    enum CodingKeys: String, CodingKey {
        case id, name, ifsc
        case userID = "user_id"
        case bankName = "bank_name"
        case accountNumber = "account_number"
    }

    /// A beneficiary.
    public init(id: String, userID: String, name: String, bankName: String, accountNumber: String, ifsc: String) {
        self.id = id
        self.userID = userID
        self.name = name
        self.bankName = bankName
        self.accountNumber = accountNumber
        self.ifsc = ifsc
    }
}
