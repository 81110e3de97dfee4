import Foundation

/// A home loan application as the form collected it.
public struct LoanRequest: Equatable, Sendable {
    public var amount: Decimal
    public var years: Int
    public var monthlyIncome: Decimal
    public var employment: String
    public var city: String
    public var pan: String

    /// A request.
    public init(amount: Decimal, years: Int, monthlyIncome: Decimal, employment: String, city: String, pan: String) {
        self.amount = amount
        self.years = years
        self.monthlyIncome = monthlyIncome
        self.employment = employment
        self.city = city
        self.pan = pan
    }
}
