import Foundation

/// A submitted home loan application, kept in the wallet so the user can look at it later. The PAN is kept
/// masked (its last five characters only).
public struct LoanApplication: Codable, Equatable, Sendable {
    /// "HL" and eight digits.
    public var reference: String
    public var userID: String
    public var amount: Decimal
    public var currency: String
    public var tenureYears: Int
    public var ratePercent: Decimal
    public var emi: Decimal
    public var monthlyIncome: Decimal
    public var employment: String
    public var city: String
    /// "•••••1234F".
    public var maskedPAN: String
    /// "submitted" when made.
    public var status: String
    public var submittedAt: Date

    enum CodingKeys: String, CodingKey {
        case reference, amount, currency, emi, employment, city, status
        case userID = "user_id"
        case tenureYears = "tenure_years"
        case ratePercent = "rate_percent"
        case monthlyIncome = "monthly_income"
        case maskedPAN = "masked_pan"
        case submittedAt = "submitted_at"
    }

    /// An application.
    public init(
        reference: String, userID: String, amount: Decimal, currency: String, tenureYears: Int, ratePercent: Decimal,
        emi: Decimal, monthlyIncome: Decimal, employment: String, city: String, maskedPAN: String, status: String,
        submittedAt: Date
    ) {
        self.reference = reference
        self.userID = userID
        self.amount = amount
        self.currency = currency
        self.tenureYears = tenureYears
        self.ratePercent = ratePercent
        self.emi = emi
        self.monthlyIncome = monthlyIncome
        self.employment = employment
        self.city = city
        self.maskedPAN = maskedPAN
        self.status = status
        self.submittedAt = submittedAt
    }
}
