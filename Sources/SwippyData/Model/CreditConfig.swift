import Foundation

/// The credit-line and loan numbers of `config.credit`; every key optional, with these defaults. The amounts
/// name their currency (`{"amount": "50000", "currency": "INR"}`; a bare number is rupees, as older files have
/// it) and meet a line or loan in another currency converted (`CreditTerms`).
public struct CreditConfig: Codable, Equatable, Sendable {
    /// The most one cash withdrawal from a card's line may be.
    public var cashWithdrawalCap: Money
    /// The withdrawal fee, as a percentage of the amount…
    public var withdrawalFeePercent: Decimal
    /// …and at least this much.
    public var withdrawalFeeMinimum: Money
    /// Interest on withdrawn cash, percent a month, from the day of the withdrawal until it is repaid.
    public var withdrawalInterestMonthlyPercent: Decimal
    /// The home loan's annual interest rate, percent.
    public var loanRatePercent: Decimal
    /// The smallest home loan.
    public var loanAmountMin: Money
    /// The largest home loan.
    public var loanAmountMax: Money
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

    /// A credit configuration (amounts in rupees by default).
    public init(
        cashWithdrawalCap: Money = Money(50_000, "INR"), withdrawalFeePercent: Decimal = 2.5,
        withdrawalFeeMinimum: Money = Money(250, "INR"), withdrawalInterestMonthlyPercent: Decimal = 3.5,
        loanRatePercent: Decimal = 8.5, loanAmountMin: Money = Money(100_000, "INR"),
        loanAmountMax: Money = Money(50_000_000, "INR"), maxEMISharePercent: Decimal = 50
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
        func money(_ key: CodingKeys, _ otherwise: Money) throws -> Money {
            try container.decodeIfPresent(ConfigMoney.self, forKey: key)?.money ?? otherwise
        }
        cashWithdrawalCap = try money(.cashWithdrawalCap, fallback.cashWithdrawalCap)
        withdrawalFeePercent = try value(.withdrawalFeePercent, fallback.withdrawalFeePercent)
        withdrawalFeeMinimum = try money(.withdrawalFeeMinimum, fallback.withdrawalFeeMinimum)
        withdrawalInterestMonthlyPercent = try value(
            .withdrawalInterestMonthlyPercent, fallback.withdrawalInterestMonthlyPercent)
        loanRatePercent = try value(.loanRatePercent, fallback.loanRatePercent)
        loanAmountMin = try money(.loanAmountMin, fallback.loanAmountMin)
        loanAmountMax = try money(.loanAmountMax, fallback.loanAmountMax)
        maxEMISharePercent = try value(.maxEMISharePercent, fallback.maxEMISharePercent)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ConfigMoney(cashWithdrawalCap), forKey: .cashWithdrawalCap)
        try container.encode(withdrawalFeePercent, forKey: .withdrawalFeePercent)
        try container.encode(ConfigMoney(withdrawalFeeMinimum), forKey: .withdrawalFeeMinimum)
        try container.encode(withdrawalInterestMonthlyPercent, forKey: .withdrawalInterestMonthlyPercent)
        try container.encode(loanRatePercent, forKey: .loanRatePercent)
        try container.encode(ConfigMoney(loanAmountMin), forKey: .loanAmountMin)
        try container.encode(ConfigMoney(loanAmountMax), forKey: .loanAmountMax)
        try container.encode(maxEMISharePercent, forKey: .maxEMISharePercent)
    }

    /// The amounts that name a currency, by JSON key.
    public var amounts: [(key: String, money: Money)] {
        [
            ("cash_withdrawal_cap", cashWithdrawalCap), ("withdrawal_fee_minimum", withdrawalFeeMinimum),
            ("loan_amount_min", loanAmountMin), ("loan_amount_max", loanAmountMax),
        ]
    }
}
