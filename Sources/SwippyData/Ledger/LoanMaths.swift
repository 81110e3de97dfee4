import Foundation

/// Reducing-balance loan arithmetic in `Decimal`: the monthly instalment (EMI), its schedule and its total
/// interest. Nothing is rounded until the end: the EMI is rounded once, to the loan currency's minor units
/// (`places`: 2 for paise and pence, 0 for yen).
public enum LoanMaths {
    /// EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r = annual rate / 12 / 100 and n = months, rounded to `places`
    /// decimal places (half up) once, at the end; P / n when the rate is 0. Zero for no principal or no months.
    public static func emi(principal: Decimal, annualRatePercent: Decimal, months: Int, places: Int = 2) -> Decimal {
        guard principal > 0, months > 0 else { return 0 }
        let rate = annualRatePercent / 12 / 100
        guard rate > 0 else { return rounded(principal / Decimal(months), places: places) }
        var growth = Decimal(1)
        for _ in 0..<months { growth *= 1 + rate }
        return rounded(principal * rate * growth / (growth - 1), places: places)
    }

    /// Month by month: interest on the balance (rounded to `places`), the rest of the EMI repays principal; the
    /// last month repays what is left, so the balance ends at exactly zero.
    public static func schedule(principal: Decimal, annualRatePercent: Decimal, months: Int, places: Int = 2)
        -> [AmortisationRow]
    {
        let payment = emi(principal: principal, annualRatePercent: annualRatePercent, months: months, places: places)
        let rate = annualRatePercent / 12 / 100
        var balance = principal
        var rows: [AmortisationRow] = []
        rows.reserveCapacity(max(months, 0))
        for month in stride(from: 1, through: months, by: 1) {
            let interest = rounded(balance * rate, places: places)
            let repaid = month == months ? balance : min(payment - interest, balance)
            balance -= repaid
            rows.append(
                AmortisationRow(
                    month: month, payment: repaid + interest, principal: repaid, interest: interest, balance: balance))
        }
        return rows
    }

    /// What the schedule pays in interest over the whole loan.
    public static func totalInterest(principal: Decimal, annualRatePercent: Decimal, months: Int, places: Int = 2)
        -> Decimal
    {
        schedule(principal: principal, annualRatePercent: annualRatePercent, months: months, places: places).reduce(0) {
            $0 + $1.interest
        }
    }

    /// `value` rounded to `places` decimal places (two unless told), half up.
    public static func rounded(_ value: Decimal, places: Int = 2) -> Decimal {
        ExchangeRates.rounded(value, places: places)
    }
}
