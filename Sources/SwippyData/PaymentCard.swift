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

    enum CodingKeys: String, CodingKey {
        case id, title, number, type, due, actions, status
        case cardHolderName = "card_holder_name"
        case bankName = "bank_name"
        case blockReason = "block_reason"
        case creditLimit = "credit_limit"
        case userID = "user_id"
    }

    /// A card; Swippy's own additions default to nil.
    public init(
        id: String, title: String, number: String, cardHolderName: String, type: String, bankName: String,
        due: CardDue? = nil, actions: [CardAction] = [], status: CardStatus? = nil, blockReason: String? = nil,
        creditLimit: Decimal? = nil, userID: String? = nil
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
    }

    /// The number with all but the last four digits hidden: "•••• •••• •••• 1234".
    public var maskedNumber: String { Mask.cardNumber(number) }
    /// The last four digits of the number.
    public var lastFour: String { String(number.filter(\.isNumber).suffix(4)) }
    /// The effective status (absent means active).
    public var effectiveStatus: CardStatus { status ?? .active }
}

/// The due on a card, in the public format: `{id, amount, currency, state}`.
public struct CardDue: Codable, Equatable, Sendable {
    /// The due's id.
    public var id: String
    /// The exact amount due.
    public var amount: Decimal
    /// An ISO code or a symbol such as "₹", shown as given.
    public var currency: String
    /// "fully_paid" or free text such as "due in 6 days".
    public var state: DueState

    /// A due.
    public init(id: String, amount: Decimal, currency: String, state: DueState) {
        self.id = id
        self.amount = amount
        self.currency = currency
        self.state = state
    }

    /// The due as money.
    public var money: Money { Money(amount, currency) }
}

/// A due's state: fully paid, or a free-text description of what is owed.
public enum DueState: Codable, Equatable, Sendable {
    case fullyPaid
    case pending(String)

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text.lowercased() == "fully_paid" ? .fullyPaid : .pending(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fullyPaid: try container.encode("fully_paid")
        case .pending(let text): try container.encode(text)
        }
    }

    /// Words for the state: "Fully paid" or the text as given, capitalised.
    public var label: String {
        switch self {
        case .fullyPaid: "Fully paid"
        case .pending(let text): text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}

/// The per-card actions Swippy knows; others in the file are ignored.
public enum CardAction: String, Codable, Equatable, Sendable, CaseIterable {
    case viewDetails = "view_details"
    case payNow = "pay_now"
    case viewLastStatement = "view_last_statement"
}

/// Whether a card can be used.
public enum CardStatus: String, Codable, Equatable, Sendable {
    case active, inactive, blocked
}

/// Masks secrets and numbers for display.
public enum Mask {
    /// "•••• •••• •••• 1234" for a card number.
    public static func cardNumber(_ number: String) -> String {
        let digits = number.filter(\.isNumber)
        guard digits.count > 4 else { return digits }
        return "•••• •••• •••• " + digits.suffix(4)
    }

    /// "••••••3210" for a mobile or account number: all but the last four hidden.
    public static func tail(_ text: String, visible: Int = 4) -> String {
        guard text.count > visible else { return text }
        return String(repeating: "•", count: text.count - visible) + text.suffix(visible)
    }
}
