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

/// Whether an account can send money.
public enum AccountStatus: String, Codable, Equatable, Sendable {
    /// `closed`: the owner closed it (empty); it stays for its history but never sends or receives again.
    case active, blocked, locked, closed
}

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

/// A movement of money on an account or a card.
public struct Transaction: Codable, Equatable, Sendable {
    /// Unique id.
    public var id: String
    /// When it happened.
    public var date: Date
    /// The account it belongs to, when it is an account transaction.
    public var accountID: String?
    /// The card number it belongs to, when it is a card transaction.
    public var cardNumber: String?
    /// Money out or in.
    public var direction: Direction
    /// The exact amount, always positive.
    public var amount: Decimal
    /// ISO code (or a card's currency symbol).
    public var currency: String
    /// Who was paid or who paid: a merchant, a person, a bank account.
    public var counterparty: String
    /// "shopping", "transfer", "bills", …
    public var category: String
    /// The payer's note, possibly empty.
    public var note: String
    /// A reference number shared by the legs of one transfer.
    public var reference: String

    enum CodingKeys: String, CodingKey {
        case id, date, direction, amount, currency, counterparty, category, note, reference
        case accountID = "account_id"
        case cardNumber = "card_number"
    }

    /// Debit (money out) or credit (money in).
    public enum Direction: String, Codable, Equatable, Sendable {
        case debit, credit
    }

    /// A transaction.
    public init(
        id: String, date: Date, accountID: String? = nil, cardNumber: String? = nil, direction: Direction,
        amount: Decimal, currency: String, counterparty: String, category: String, note: String = "", reference: String
    ) {
        self.id = id
        self.date = date
        self.accountID = accountID
        self.cardNumber = cardNumber
        self.direction = direction
        self.amount = amount
        self.currency = currency
        self.counterparty = counterparty
        self.category = category
        self.note = note
        self.reference = reference
    }

    /// The amount as money.
    public var money: Money { Money(amount, currency) }
    /// The amount signed: negative for debits.
    public var signedAmount: Decimal { direction == .debit ? -amount : amount }
}
