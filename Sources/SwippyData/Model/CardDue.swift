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

    /// The due as money, as the feed reported it.
    public var money: Money { Money(amount, currency) }

    // MARK: - The one due model every screen and the payment use

    /// What is still owed: nothing once the due is fully paid (whatever amount the feed still reports), and
    /// never below zero.
    public var outstanding: Decimal { state == .fullyPaid ? 0 : max(amount, 0) }

    /// What is still owed, as money in the due's currency.
    public var outstandingMoney: Money { Money(outstanding, currency) }

    /// True when something is owed: the card offers "Pay now", whatever its status (blocking a card stops
    /// spending on it, not repaying it).
    public var isPayable: Bool { outstanding > 0 }

    /// The due's state in words: the feed's text while something is owed ("Due in 6 days"), then
    /// "Fully paid" (or "Nothing due" when the feed never said paid).
    public var stateLabel: String {
        if isPayable { return state.label }
        return state == .fullyPaid ? DueState.fullyPaid.label : "Nothing due"
    }

    /// One line for every screen: "₹5,999.99 · Due in 6 days" while something is owed, otherwise the state
    /// alone ("Fully paid").
    public var summary: String {
        isPayable ? "\(outstandingMoney.formatted) · \(stateLabel)" : stateLabel
    }

    /// Adds `charged` (cash drawn from the credit line, and its fee) to what is owed: on a due that was paid
    /// in full it becomes the new due, "due on the next statement"; otherwise it adds to the amount owed.
    public mutating func charge(_ charged: Decimal) {
        if isPayable {
            amount = outstanding + charged
        } else {
            amount = charged
            state = .pending(Self.nextStatement)
        }
    }

    /// The state of a due that was not billed yet.
    public static let nextStatement = "due on the next statement"

    /// Records a payment of `paid`: what is left is owed, and a due paid in full is marked fully paid.
    public mutating func pay(_ paid: Decimal) {
        amount = max(outstanding - paid, 0)
        if amount == 0 { state = .fullyPaid }
    }
}
