import Foundation

/// One statement month of a card's credit line: what was in use when the statement closed and the interest
/// charged on it. In the data as `{"month": "2026-06", "used": 42000, "interest": 0}`.
public struct CreditStatementMonth: Codable, Equatable, Sendable {
    /// The statement month, "YYYY-MM".
    public var month: String
    /// The line in use at the statement's close.
    public var used: Decimal
    /// Interest charged that month.
    public var interest: Decimal

    /// A statement month.
    public init(month: String, used: Decimal, interest: Decimal) {
        self.month = month
        self.used = used
        self.interest = interest
    }
}
