import Foundation

/// A card's credit line: its limit, what is in use and what is left. Only a card with a credit limit has one.
public struct CreditLine: Equatable, Sendable {
    /// The card's position in `WalletState.cards`.
    public var position: Int
    /// The card.
    public var card: PaymentCard
    /// The ISO currency code of the line ("₹" in the data is "INR").
    public var currency: String

    /// The line of `card` at `position`; nil when the card has no credit limit.
    public init?(position: Int, card: PaymentCard, currency: String) {
        guard card.creditLimit != nil else { return nil }
        self.position = position
        self.card = card
        self.currency = currency
    }

    /// The credit limit.
    public var limit: Decimal { card.creditLimit ?? 0 }
    /// In use: `credit_used` once a withdrawal or repayment recorded it, else what is still due (nothing when fully
    /// paid).
    public var used: Decimal {
        if let used = card.creditUsed { return used }
        return card.due?.outstanding ?? 0
    }
    /// True when credit can be drawn: the card is active. A blocked or inactive card's line is still owed and
    /// can be repaid, but it adds nothing to the credit available.
    public var isUsable: Bool { card.effectiveStatus == .active }
    /// What can still be drawn (never below zero; nothing on a card that is not active).
    public var available: Decimal { isUsable ? max(0, limit - used) : 0 }

    /// The totals of the usable `lines` (limit, used, available): a blocked or inactive card adds nothing to
    /// them; its own row still shows what it owes.
    public static func totals(_ lines: [CreditLine]) -> (limit: Decimal, used: Decimal, available: Decimal) {
        lines.filter(\.isUsable).reduce((Decimal(0), Decimal(0), Decimal(0))) { total, line in
            (total.0 + line.limit, total.1 + line.used, total.2 + line.available)
        }
    }
    /// Used as a whole percentage of the limit (0 for a zero limit), rounded half up.
    public var utilisationPercent: Int { Self.percent(used, of: limit) }

    /// `part` as a whole percentage of `whole`, rounded half up; 0 when `whole` is not positive.
    public static func percent(_ part: Decimal, of whole: Decimal) -> Int {
        guard whole > 0 else { return 0 }
        var value = part * 100 / whole
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .plain)
        return NSDecimalNumber(decimal: result).intValue
    }
}
