import Foundation

/// The credit-line and loan numbers of `config.credit`; every key optional, with these defaults.
public struct CreditConfig: Codable, Equatable, Sendable {
    /// The most one cash withdrawal from a card's line may be.
    public var cashWithdrawalCap: Decimal
    /// The withdrawal fee, as a percentage of the amount…
    public var withdrawalFeePercent: Decimal
    /// …and at least this much.
    public var withdrawalFeeMinimum: Decimal
    /// Interest on withdrawn cash, percent a month, from the day of the withdrawal until it is repaid.
    public var withdrawalInterestMonthlyPercent: Decimal
    /// The home loan's annual interest rate, percent.
    public var loanRatePercent: Decimal
    /// The smallest home loan.
    public var loanAmountMin: Decimal
    /// The largest home loan.
    public var loanAmountMax: Decimal
    /// The EMI may be at most this percentage of the monthly income.
    public var maxEMISharePercent: Decimal

    enum CodingKeys: String, CodingKey {
        case cashWithdrawalCap = "cash_withdrawal_cap"
        case withdrawalFeePercent = "withdrawal_fee_percent"
        case withdrawalFeeMinimum = "withdrawal_fee_minimum"
        case withdrawalInterestMonthlyPercent = "withdrawal_interest_monthly_percent"
        case loanRatePercent = "loan_rate_percent"
        case loanAmountMin = "loan_amount_min"
        case loanAmountMax = "loan_amount_max"
        case maxEMISharePercent = "max_emi_share_percent"
    }

    /// A credit configuration.
    public init(
        cashWithdrawalCap: Decimal = 50_000, withdrawalFeePercent: Decimal = 2.5, withdrawalFeeMinimum: Decimal = 250,
        withdrawalInterestMonthlyPercent: Decimal = 3.5, loanRatePercent: Decimal = 8.5, loanAmountMin: Decimal = 100_000,
        loanAmountMax: Decimal = 50_000_000, maxEMISharePercent: Decimal = 50
    ) {
        self.cashWithdrawalCap = cashWithdrawalCap
        self.withdrawalFeePercent = withdrawalFeePercent
        self.withdrawalFeeMinimum = withdrawalFeeMinimum
        self.withdrawalInterestMonthlyPercent = withdrawalInterestMonthlyPercent
        self.loanRatePercent = loanRatePercent
        self.loanAmountMin = loanAmountMin
        self.loanAmountMax = loanAmountMax
        self.maxEMISharePercent = maxEMISharePercent
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fallback = CreditConfig()
        func value(_ key: CodingKeys, _ otherwise: Decimal) throws -> Decimal {
            try container.decodeIfPresent(Decimal.self, forKey: key) ?? otherwise
        }
        cashWithdrawalCap = try value(.cashWithdrawalCap, fallback.cashWithdrawalCap)
        withdrawalFeePercent = try value(.withdrawalFeePercent, fallback.withdrawalFeePercent)
        withdrawalFeeMinimum = try value(.withdrawalFeeMinimum, fallback.withdrawalFeeMinimum)
        withdrawalInterestMonthlyPercent = try value(.withdrawalInterestMonthlyPercent, fallback.withdrawalInterestMonthlyPercent)
        loanRatePercent = try value(.loanRatePercent, fallback.loanRatePercent)
        loanAmountMin = try value(.loanAmountMin, fallback.loanAmountMin)
        loanAmountMax = try value(.loanAmountMax, fallback.loanAmountMax)
        maxEMISharePercent = try value(.maxEMISharePercent, fallback.maxEMISharePercent)
    }

    /// The withdrawal fee on `amount`: the percentage, at least the minimum, rounded to paise.
    public func withdrawalFee(on amount: Decimal) -> Decimal {
        max(withdrawalFeeMinimum, LoanMaths.rounded(amount * withdrawalFeePercent / 100))
    }

    /// The fee and interest rule in words, e.g. "Fee 2.5% (at least ₹250.00); interest 3.5% a month from the
    /// day of the withdrawal until repaid."
    public func withdrawalRule(currency: String) -> String {
        "Fee \(withdrawalFeePercent)% (at least \(Money(withdrawalFeeMinimum, currency).formatted)); "
            + "interest \(withdrawalInterestMonthlyPercent)% a month from the day of the withdrawal until repaid."
    }
}
