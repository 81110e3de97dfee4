import Foundation

/// What has been typed into the home loan form (kept when stepping back) or the calculator.
struct LoanDraft: Equatable {
    var amount: Decimal?
    var years: Int?
    var income: Decimal?
    var employment: String?
    var city: String?
    var pan: String?
    var consent: Bool?
    /// The calculator's own rate (the loan form uses the configured one).
    var ratePercent: Decimal?
}
