import Foundation

/// One month's amount in one currency: "Nov 2026", ₹12,400.00.
public struct MonthlyAmount: Equatable, Sendable {
    /// "Nov 2026".
    public var month: String
    public var amount: Decimal
    public var currency: String

    public init(month: String, amount: Decimal, currency: String) {
        self.month = month
        self.amount = amount
        self.currency = currency
    }
}
