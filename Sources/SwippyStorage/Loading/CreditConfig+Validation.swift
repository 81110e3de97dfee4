import Foundation
import SwippyData

extension CreditConfig {
    /// The first value of `config.credit` outside its range, with its path; nil when every value fits.
    /// Percentages stay within 0–100 (the loan rate 0–50), amounts within 0 and `DataValidation.amountCeiling`,
    /// the loan range is not empty and a withdrawal cap and a smallest loan are more than 0.
    public func problem() -> DataProblem? {
        let ceiling = DataValidation.amountCeiling
        let checks: [(String, Decimal, ClosedRange<Decimal>)] = [
            ("cash_withdrawal_cap", cashWithdrawalCap.amount, 0.01...ceiling),
            ("withdrawal_fee_percent", withdrawalFeePercent, 0...100),
            ("withdrawal_fee_minimum", withdrawalFeeMinimum.amount, 0...ceiling),
            ("withdrawal_interest_monthly_percent", withdrawalInterestMonthlyPercent, 0...100),
            ("loan_rate_percent", loanRatePercent, 0...50),
            ("loan_amount_min", loanAmountMin.amount, 1...ceiling),
            ("loan_amount_max", loanAmountMax.amount, min(loanAmountMin.amount, ceiling)...ceiling),
            ("max_emi_share_percent", maxEMISharePercent, 1...100),
        ]
        for (key, value, range) in checks where !range.contains(value) {
            return DataProblem(
                "config.credit.\(key)", "must be between \(range.lowerBound) and \(range.upperBound), found \(value)")
        }
        if loanAmountMax.currency != loanAmountMin.currency {
            return DataProblem(
                "config.credit.loan_amount_max.currency",
                "must be loan_amount_min's currency, \(loanAmountMin.currency)")
        }
        return nil
    }
}
