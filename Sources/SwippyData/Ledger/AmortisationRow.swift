import Foundation

/// One month of a loan's schedule.
public struct AmortisationRow: Equatable, Sendable {
    /// 1 for the first instalment.
    public var month: Int
    /// What is paid this month (the EMI; the last month may differ by paise).
    public var payment: Decimal
    /// The part of the payment that repays the loan.
    public var principal: Decimal
    /// The part that is interest on the balance.
    public var interest: Decimal
    /// What is still owed after this payment.
    public var balance: Decimal

    /// A row.
    public init(month: Int, payment: Decimal, principal: Decimal, interest: Decimal, balance: Decimal) {
        self.month = month
        self.payment = payment
        self.principal = principal
        self.interest = interest
        self.balance = balance
    }
}
