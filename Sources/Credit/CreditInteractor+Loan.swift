import Foundation
import SwippyCore
import SwippyData

extension CreditInteractor {
    // MARK: - The home loan form

    /// One answer of the form; Enter keeps what was typed before (after stepping back).
    func typeLoan(_ text: String, field: CreditState.Step.LoanField, in next: inout CreditState) {
        let typed = text.trimmingCharacters(in: .whitespaces)
        let currency = next.loanCurrency
        if typed.isEmpty, Self.hasValue(next.loan, field) { return advance(from: field, in: &next) }
        switch field {
        case .amount:
            guard let terms = next.terms(in: currency) else {
                return say(CreditTerms.noRate(next.config, in: currency), in: &next)
            }
            let checked = ledger.parseAmount(typed, currency: currency).flatMap { LoanRules.amount($0, terms: terms) }
            guard let amount = value(checked, in: &next) else { return }
            next.loan.amount = amount
        case .tenure:
            guard let years = value(LoanRules.tenure(typed), in: &next) else { return }
            next.loan.years = years
        case .income:
            guard let income = value(ledger.parseAmount(typed, currency: currency), in: &next) else { return }
            next.loan.income = income
        case .employment:
            return say("Choose an employment type by its number (1-\(LoanRules.employmentTypes.count)).", in: &next)
        case .city:
            guard let city = value(LoanRules.city(typed), in: &next) else { return }
            next.loan.city = city
        case .pan:
            guard let pan = value(LoanRules.pan(typed), in: &next) else { return }
            next.loan.pan = pan
        case .consent:
            return say("Answer y or n.", in: &next)
        }
        advance(from: field, in: &next)
    }

    func answerConsent(_ answer: YesNo, in next: inout CreditState) {
        guard answer == .yes else {
            next.loan.consent = false
            return say(
                "We need your consent to check your credit record; without it the application cannot go on.", in: &next)
        }
        next.loan.consent = true
        next.step = .loanReview
        page(next.loan.years.map { $0 * 12 } ?? 0, in: &next)
    }

    func submitLoan(in next: inout CreditState) {
        let draft = next.loan
        guard let amount = draft.amount, let years = draft.years, let income = draft.income,
            let employment = draft.employment, let city = draft.city, let pan = draft.pan, draft.consent == true
        else { return say("The form is not complete: go back and fill in every step.", in: &next) }
        let request = LoanRequest(
            amount: amount, years: years, monthlyIncome: income, employment: employment, city: city, pan: pan)
        do {
            switch try repository.submitLoan(request) {
            case .failure(let failure): say(failure.message, in: &next)
            case .success(let application):
                next.submitted = application
                next.loan = CreditState.LoanDraft()
                reload(&next)
                next.step = .loanResult
            }
        } catch {
            say("Could not save your application: \(error). Nothing was submitted.", in: &next)
        }
    }

    // MARK: - The EMI calculator

    func typeCalculator(_ text: String, field: CreditState.Step.CalculatorField, in next: inout CreditState) {
        let typed = text.trimmingCharacters(in: .whitespaces)
        switch field {
        case .amount:
            guard let amount = value(ledger.parseAmount(typed, currency: next.loanCurrency), in: &next) else { return }
            next.calculator.amount = amount
            next.step = .calculator(.rate)
        case .rate:
            guard let rate = value(Self.rate(typed), in: &next) else { return }
            next.calculator.ratePercent = rate
            next.step = .calculator(.tenure)
        case .tenure:
            guard let years = value(LoanRules.tenure(typed), in: &next) else { return }
            next.calculator.years = years
            next.step = .calculatorResult
            page(years * 12, in: &next)
        }
    }

    /// A typed annual rate: 0 to 50 percent, at most two decimals.
    static func rate(_ text: String) -> Result<Decimal, TransferFailure> {
        if text.trimmingCharacters(in: .whitespaces) == "0" { return .success(0) }
        switch AmountInput.parse(text.replacingOccurrences(of: "%", with: "")) {
        case .failure: return .failure(.invalidInput("Type the yearly rate in percent, 0 to 50, for example 8.5."))
        case .success(let rate) where rate > 50:
            return .failure(.invalidInput("The rate is 0 to 50 percent a year; \(rate) is outside that."))
        case .success(let rate): return .success(rate)
        }
    }

    // MARK: - Private

    private func value<T>(_ result: Result<T, TransferFailure>, in next: inout CreditState) -> T? {
        switch result {
        case .success(let value): return value
        case .failure(let failure):
            say(failure.message, in: &next)
            return nil
        }
    }

    private func advance(from field: CreditState.Step.LoanField, in next: inout CreditState) {
        next.step = CreditState.Step.LoanField(rawValue: field.rawValue + 1).map { .loan($0) } ?? .loanReview
    }

    private static func hasValue(_ draft: CreditState.LoanDraft, _ field: CreditState.Step.LoanField) -> Bool {
        switch field {
        case .amount: draft.amount != nil
        case .tenure: draft.years != nil
        case .income: draft.income != nil
        case .employment: draft.employment != nil
        case .city: draft.city != nil
        case .pan: draft.pan != nil
        case .consent: false
        }
    }
}
