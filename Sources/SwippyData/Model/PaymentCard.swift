import Foundation

/// A payment card in the public Swippy card format. Records load verbatim, quirks included:
/// ids may repeat, banks and types are free text, unknown actions are ignored.
public struct PaymentCard: Codable, Equatable, Sendable {
    /// The record's id as given; several cards may share one.
    public var id: String
    /// Display title, e.g. "Millennia Credit Card".
    public var title: String
    /// The card number as given (may contain spaces).
    public var number: String
    /// The name printed on the card.
    public var cardHolderName: String
    /// The network ("VISA", "MASTERCARD", …), shown as given.
    public var type: String
    /// The issuing bank, shown as given.
    public var bankName: String
    /// The current due; nil when the card has none.
    public var due: CardDue?
    /// The actions this card offers, in file order; unknown actions are dropped.
    public var actions: [CardAction]
    /// Swippy addition: active, inactive or blocked (absent means active).
    public var status: CardStatus?
    /// Swippy addition: why a blocked card was blocked.
    public var blockReason: String?
    /// Swippy addition: the credit limit, for line-utilisation views.
    public var creditLimit: Decimal?
    /// Swippy addition: the owning user's id (absent means the first user).
    public var userID: String?
    /// Swippy addition: how much of the credit line is in use (absent: what is still due).
    public var creditUsed: Decimal?
    /// Swippy addition: the last statement months, oldest first, for the credit charts.
    public var statements: [CreditStatementMonth]?
    /// Swippy addition: the expiry month, "2029-08" in the data (absent: not known; cards from before it).
    public var expiry: CardExpiry?

    enum CodingKeys: String, CodingKey {
        case id, title, number, type, due, actions, status
        case cardHolderName = "card_holder_name"
        case bankName = "bank_name"
        case blockReason = "block_reason"
        case creditLimit = "credit_limit"
        case userID = "user_id"
        case creditUsed = "credit_used"
        case statements, expiry
    }

    /// A card; Swippy's own additions default to nil.
    public init(
        id: String, title: String, number: String, cardHolderName: String, type: String, bankName: String,
        due: CardDue? = nil, actions: [CardAction] = [], status: CardStatus? = nil, blockReason: String? = nil,
        creditLimit: Decimal? = nil, userID: String? = nil, creditUsed: Decimal? = nil,
        statements: [CreditStatementMonth]? = nil, expiry: CardExpiry? = nil
    ) {
        self.id = id
        self.title = title
        self.number = number
        self.cardHolderName = cardHolderName
        self.type = type
        self.bankName = bankName
        self.due = due
        self.actions = actions
        self.status = status
        self.blockReason = blockReason
        self.creditLimit = creditLimit
        self.userID = userID
        self.creditUsed = creditUsed
        self.statements = statements
        self.expiry = expiry
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        number = try container.decode(String.self, forKey: .number)
        cardHolderName = try container.decode(String.self, forKey: .cardHolderName)
        type = try container.decode(String.self, forKey: .type)
        bankName = try container.decode(String.self, forKey: .bankName)
        due = try container.decodeIfPresent(CardDue.self, forKey: .due)
        let actionNames = try container.decodeIfPresent([String].self, forKey: .actions) ?? []
        actions = actionNames.compactMap(CardAction.init(rawValue:))
        status = try container.decodeIfPresent(CardStatus.self, forKey: .status)
        blockReason = try container.decodeIfPresent(String.self, forKey: .blockReason)
        creditLimit = try container.decodeIfPresent(Decimal.self, forKey: .creditLimit)
        userID = try container.decodeIfPresent(String.self, forKey: .userID)
        creditUsed = try container.decodeIfPresent(Decimal.self, forKey: .creditUsed)
        statements = try container.decodeIfPresent([CreditStatementMonth].self, forKey: .statements)
        expiry = try container.decodeIfPresent(CardExpiry.self, forKey: .expiry)
    }

    /// The last four digits of the number.
    public var lastFour: String { String(number.filter(\.isNumber).suffix(4)) }
    /// The effective status (absent means active).
    public var effectiveStatus: CardStatus { status ?? .active }
}
