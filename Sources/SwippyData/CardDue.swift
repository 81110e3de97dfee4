import Foundation

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
