import Foundation

/// A move on a card's credit line, ready to confirm with the transaction PIN: cash from the line to an own
/// account (`withdraw`), or money from an own account back to the line (`repay`).
public struct CreditOrder: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case withdraw, repay
    }

    public var kind: Kind
    /// The card's position in `WalletState.cards`.
    public var cardPosition: Int
    /// The own account that receives (withdraw) or pays (repay).
    public var accountID: String
    public var amount: Decimal
    /// Unique per confirmation: a request submitted twice acts once.
    public var requestID: String

    /// An order.
    public init(kind: Kind, cardPosition: Int, accountID: String, amount: Decimal, requestID: String) {
        self.kind = kind
        self.cardPosition = cardPosition
        self.accountID = accountID
        self.amount = amount
        self.requestID = requestID
    }
}
