import Foundation

extension Ledger {
    /// The EMI of a home loan of `amount` in `currency` over `years` at the configured rate, in its minor units.
    public func homeLoanEMI(amount: Decimal, years: Int, currency: String) -> Decimal {
        LoanMaths.emi(
            principal: amount, annualRatePercent: credit.loanRatePercent, months: years * 12,
            places: Currency.decimalPlaces(of: currency))
    }

    /// Records a home loan application of `userID` as "submitted", with a new reference ("HL" and eight digits),
    /// after checking the amount range, the tenure and that the EMI fits the income; nothing changes on a refusal.
    public func submitLoan(
        _ request: LoanRequest, userID: String, date: Date, in wallet: inout WalletState
    ) -> Result<LoanApplication, TransferFailure> {
        let (amount, years, monthlyIncome) = (request.amount, request.years, request.monthlyIncome)
        let (employment, city, pan) = (request.employment, request.city, request.pan)
        guard let user = wallet.user(userID) else {
            return .failure(.sourceUnavailable("Sign in again: no such user."))
        }
        let currency = user.currency
        guard let terms = creditTerms(in: currency) else {
            return .failure(.invalidInput(CreditTerms.noRate(credit, in: currency)))
        }
        if case .failure(let failure) = LoanRules.amount(amount, terms: terms) { return .failure(failure) }
        guard LoanRules.tenureYears.contains(years) else {
            return .failure(.invalidInput("The tenure is 1 to 30 years."))
        }
        if case .failure(let failure) = LoanRules.pan(pan) { return .failure(failure) }
        let emi = homeLoanEMI(amount: amount, years: years, currency: currency)
        if let refusal = LoanRules.affordability(
            emi: emi, income: monthlyIncome, sharePercent: credit.maxEMISharePercent, currency: currency)
        {
            return .failure(.invalidInput(refusal))
        }
        var number = wallet.loanApplications.count + 1
        func reference(_ value: Int) -> String { "HL" + String(format: "%08d", value) }
        while wallet.loanApplications.contains(where: { $0.reference == reference(number) }) { number += 1 }
        let application = LoanApplication(
            reference: reference(number), userID: userID, amount: amount, currency: currency, tenureYears: years,
            ratePercent: credit.loanRatePercent, emi: emi, monthlyIncome: monthlyIncome, employment: employment,
            city: city,
            maskedPAN: LoanRules.maskedPAN(pan.uppercased()), status: "submitted", submittedAt: date)
        wallet.loanApplications.append(application)
        return .success(application)
    }
}
