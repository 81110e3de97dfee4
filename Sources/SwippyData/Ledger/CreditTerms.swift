import Foundation

/// `config.credit` applied in one currency (a card's line, a user's home loan): its amounts converted once by the
/// one conversion rule, each shown with the configured figure beside it when converted ("£457.51 (₹50,000.00)").
public struct CreditTerms: Equatable, Sendable {
    /// The currency the terms are applied in.
    public let currency: String
    /// The configuration, as configured.
    public let config: CreditConfig
    /// The most one cash withdrawal may be, in `currency`.
    public let cashWithdrawalCap: ConvertedLimit
    /// The least a withdrawal fee may be, in `currency`.
    public let withdrawalFeeMinimum: ConvertedLimit
    /// The smallest home loan, in `currency`.
    public let loanAmountMin: ConvertedLimit
    /// The largest home loan, in `currency`.
    public let loanAmountMax: ConvertedLimit

    /// `config` in `currency`; nil when a configured currency or `currency` has no quote.
    public init?(_ config: CreditConfig, in currency: String, rates: ExchangeRates) {
        guard let cap = ConvertedLimit(config.cashWithdrawalCap, in: currency, rates: rates),
            let feeMinimum = ConvertedLimit(config.withdrawalFeeMinimum, in: currency, rates: rates),
            let loanMin = ConvertedLimit(config.loanAmountMin, in: currency, rates: rates),
            let loanMax = ConvertedLimit(config.loanAmountMax, in: currency, rates: rates)
        else { return nil }
        self.currency = currency
        self.config = config
        cashWithdrawalCap = cap
        withdrawalFeeMinimum = feeMinimum
        loanAmountMin = loanMin
        loanAmountMax = loanMax
    }

    /// Why `config` cannot be applied in `currency` (no quote), as one line.
    public static func noRate(_ config: CreditConfig, in currency: String) -> String {
        ConvertedLimit.noRate(config.cashWithdrawalCap, in: currency, what: "the credit limits")
    }

    /// The withdrawal fee on `amount`: the percentage, rounded to the currency's minor units, at least the minimum.
    public func withdrawalFee(on amount: Decimal) -> Decimal {
        max(withdrawalFeeMinimum.amount, Currency.rounded(amount * config.withdrawalFeePercent / 100, in: currency))
    }

    /// The home loan's range in `currency`.
    public var loanRange: ClosedRange<Decimal> {
        loanAmountMin.amount...max(loanAmountMin.amount, loanAmountMax.amount)
    }

    /// "£914.97 (₹1,00,000.00) to £457,485.00 (₹5,00,00,000.00)", or the rupee figures alone for rupees.
    public var loanRangeText: String { "\(loanAmountMin.text) to \(loanAmountMax.text)" }

    /// The fee and interest rule in words, e.g. "Fee 2.5% (at least ₹250.00); interest 3.5% a month from the
    /// day of the withdrawal until repaid."
    public var withdrawalRule: String {
        "Fee \(config.withdrawalFeePercent)% (at least \(withdrawalFeeMinimum.text)); "
            + "interest \(config.withdrawalInterestMonthlyPercent)% a month from the day of the "
            + "withdrawal until repaid."
    }
}
