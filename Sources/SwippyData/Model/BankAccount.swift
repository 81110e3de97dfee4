import Foundation

/// A bank account of a Swippy user, with its balance.
public struct BankAccount: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// Owner's user id.
    public var userID: String
    /// Display name, e.g. "Salary account".
    public var name: String
    /// The bank holding it.
    public var bankName: String
    /// The account number, digits only.
    public var number: String
    /// The branch's IFSC.
    public var ifsc: String
    /// "savings", "current", "wallet", …
    public var kind: String
    /// ISO 4217 code.
    public var currency: String
    /// The exact balance, never negative.
    public var balance: Decimal
    /// Whether money may leave it.
    public var status: AccountStatus

    enum CodingKeys: String, CodingKey {
        case id, name, number, ifsc, kind, currency, balance, status
        case userID = "user_id"
        case bankName = "bank_name"
    }

    /// An account.
    public init(
        id: String, userID: String, name: String, bankName: String, number: String, ifsc: String,
        kind: String, currency: String, balance: Decimal, status: AccountStatus = .active
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.bankName = bankName
        self.number = number
        self.ifsc = ifsc
        self.kind = kind
        self.currency = currency
        self.balance = balance
        self.status = status
    }

    /// The balance as money.
    public var money: Money { Money(balance, currency) }
}
