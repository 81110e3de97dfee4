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
    /// The exact amount, always positive. Fixed at creation: a transaction is a record, never edited.
    public let amount: Decimal
    /// Money out or in.
    public var direction: Direction
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
    /// The other side's mobile on a payment between Swippy users (the payee's on the payer's debit, the
    /// payer's on the payee's credit): 10 digits, shown masked; nil otherwise.
    public var counterpartyMobile: String?
    /// On a payment that changed currency, the other side: what arrived (on the sender's debit) or what was sent
    /// (on the receiver's credit), with the rate; nil on a payment in one currency and in older data.
    public var otherLeg: OtherLeg?

    enum CodingKeys: String, CodingKey {
        case id, date, direction, amount, currency, counterparty, category, note, reference
        case accountID = "account_id"
        case cardNumber = "card_number"
        case counterpartyMobile = "counterparty_mobile"
        case otherLeg = "other_leg"
    }

    /// Debit (money out) or credit (money in).
    public enum Direction: String, Codable, Equatable, Sendable {
        case debit, credit
    }

    /// The amount as money.
    public var money: Money { Money(amount, currency) }
    /// The amount signed: negative for debits.
    public var signedAmount: Decimal { direction == .debit ? -amount : amount }
}

// The initialisers live here so the struct keeps its memberwise one, which the others call: an initialiser
// that assigned the thirteen fields itself made each transaction in a temporary, copied it and destroyed the
// temporary (two dozen reference counts; reading a file makes a million). The memberwise one takes `amount`
// before `direction`, as the fields are declared, so it is not this public one.
extension Transaction {
    /// A transaction.
    public init(
        id: String, date: Date, accountID: String? = nil, cardNumber: String? = nil, direction: Direction,
        amount: Decimal, currency: String, counterparty: String, category: String, note: String = "", reference: String,
        counterpartyMobile: String? = nil, otherLeg: OtherLeg? = nil
    ) {
        self.init(
            id: id, date: date, accountID: accountID, cardNumber: cardNumber, amount: amount, direction: direction,
            currency: currency, counterparty: counterparty, category: category, note: note, reference: reference,
            counterpartyMobile: counterpartyMobile, otherLeg: otherLeg)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), date: try container.decode(Date.self, forKey: .date),
            accountID: try container.decodeIfPresent(String.self, forKey: .accountID),
            cardNumber: try container.decodeIfPresent(String.self, forKey: .cardNumber),
            direction: try container.decode(Direction.self, forKey: .direction),
            amount: try container.decode(Decimal.self, forKey: .amount),
            currency: try container.decode(String.self, forKey: .currency),
            counterparty: try container.decode(String.self, forKey: .counterparty),
            category: try container.decode(String.self, forKey: .category),
            note: try container.decode(String.self, forKey: .note),
            reference: try container.decode(String.self, forKey: .reference),
            counterpartyMobile: try container.decodeIfPresent(String.self, forKey: .counterpartyMobile),
            otherLeg: try container.decodeIfPresent(OtherLeg.self, forKey: .otherLeg))
    }
}
