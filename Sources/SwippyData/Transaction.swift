import Foundation

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
