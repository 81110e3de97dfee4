import Foundation
import SwippyCore
import SwippyData

/// The flow screen's view model for the home loan form, its review, its result, the applications and the
/// EMI calculator: pure mappings from the state, part of `FlowPresenter.viewModel(for:)`.
extension FlowPresenter {
    static func loanModel(_ state: CreditState) -> FlowViewModel {
        let currency = state.loanCurrency
        let places = Currency.decimalPlaces(of: currency)
        let money = { (amount: Decimal) in CreditText.money(amount, currency) }
        let draft = state.loan
        var model = FlowViewModel(title: "Home loan", prompt: Prompt())
        switch state.step {
        case .loan(let field):
            model.title = "Home loan · step \(field.rawValue + 1) of \(CreditState.Step.LoanField.allCases.count)"
            question(field, state: state, money: money, into: &model)
            model.commands = [Block.Command("b", "Back one step (what you typed is kept)")]
        case .loanReview:
            model.title = "Home loan · your EMI"
            guard let amount = draft.amount, let years = draft.years else { break }
            let rate = state.config.loanRatePercent
            let emi = LoanMaths.emi(principal: amount, annualRatePercent: rate, months: years * 12, places: places)
            let schedule = LoanMaths.schedule(
                principal: amount, annualRatePercent: rate, months: years * 12, places: places)
            let interest = schedule.reduce(Decimal(0)) { $0 + $1.interest }
            model.fields = [
                Block.Field("Loan", money(amount), keep: true),
                Block.Field("Tenure", "\(years) years (\(years * 12) EMIs)"),
                Block.Field("Rate", "\(rate)% a year"), Block.Field("EMI", money(emi), keep: true),
                Block.Field("Total interest", money(interest), keep: true),
                Block.Field("Employment", draft.employment ?? ""), Block.Field("City", draft.city ?? ""),
                Block.Field("PAN", LoanRules.maskedPAN(draft.pan ?? "")),
            ]
            schedulePage(schedule, state: state, into: &model)
            if let income = draft.income,
                let refusal = LoanRules.affordability(
                    emi: emi, income: income, sharePercent: state.config.maxEMISharePercent, currency: currency)
            {
                model.message = refusal
                model.footer = "Type b to change the amount or the tenure; n / p pages the schedule."
                model.prompt = Prompt("Submit anyway? It will be refused (y, or no to discard)")
            } else {
                model.message = "Check the EMI and the schedule, then submit."
                model.footer = "n / p pages the schedule; b changes an answer."
                model.prompt = Prompt("Submit the application? (y, or no to discard)")
            }
        case .loanResult:
            model.title = "Home loan · submitted"
            if let application = state.submitted {
                model.message = "Application \(application.reference) is submitted."
                model.fields = applicationFields(application, zone: state.zone)
            }
            model.footer =
                "What happens next: we check your documents and credit record within 3 working days and "
                + "send the decision by SMS and email. See it any time under My loan applications."
            model.prompt = Prompt.back
        default:
            applications(state, into: &model)
        }
        return model
    }

    private static func question(
        _ field: CreditState.Step.LoanField, state: CreditState, money: (Decimal) -> String,
        into model: inout FlowViewModel
    ) {
        let draft = state.loan
        func kept(_ value: String?) -> String { value.map { " (Enter keeps \($0))" } ?? "" }
        switch field {
        case .amount:
            model.message =
                state.terms(in: state.loanCurrency).map { "How much do you want to borrow? \($0.loanRangeText)." }
                ?? CreditTerms.noRate(state.config, in: state.loanCurrency)
            model.prompt = Prompt("Loan amount" + kept(draft.amount.map(money)))
        case .tenure:
            model.message = "Over how many years? 1 to 30."
            model.prompt = Prompt("Tenure in years" + kept(draft.years.map { "\($0)" }))
        case .income:
            model.message =
                "Your monthly income after tax. The EMI may be at most \(state.config.maxEMISharePercent)% of it."
            model.prompt = Prompt("Monthly income" + kept(draft.income.map(money)))
        case .employment:
            model.message = "How are you employed?"
            model.menu = LoanRules.employmentTypes.map { Block.MenuItem($0) }
            model.prompt = Prompt.choice("Choose one" + kept(draft.employment), count: LoanRules.employmentTypes.count)
        case .city:
            model.message = "In which city is the property?"
            model.prompt = Prompt("City" + kept(draft.city))
        case .pan:
            model.message = "Your PAN: 5 letters, 4 digits, 1 letter, like ABCDE1234F."
            model.prompt = Prompt("PAN" + kept(draft.pan.map(LoanRules.maskedPAN)))
        case .consent:
            model.message = "Do you agree that we check your credit record with a credit bureau for this application?"
            model.prompt = Prompt.confirm("Do you consent?")
        }
    }

    static func applicationFields(_ application: LoanApplication, zone: TimeZone) -> [Block.Field] {
        let money = { (amount: Decimal) in CreditText.money(amount, application.currency) }
        return [
            Block.Field("Reference", application.reference, keep: true),
            Block.Field("Status", application.status, keep: true),
            Block.Field("Submitted", SwippyDate.day(application.submittedAt, in: zone)),
            Block.Field("Loan", money(application.amount), keep: true),
            Block.Field("Tenure", "\(application.tenureYears) years at \(application.ratePercent)%"),
            Block.Field("EMI", money(application.emi), keep: true), Block.Field("City", application.city),
            Block.Field("PAN", application.maskedPAN, keep: true),
        ]
    }

    private static func applications(_ state: CreditState, into model: inout FlowViewModel) {
        model.title = "My loan applications"
        model.prompt = Prompt.back
        guard !state.applications.isEmpty else {
            model.message = "You have no loan applications yet. Apply from the credit dashboard (option 3)."
            return
        }
        model.columns = [.keep, .keep, .keepRight, .keepRight, .keep]
        model.rows =
            [["Reference", "Submitted", "Loan", "EMI", "Status"].map { Block.Cell($0, .tone(.muted)) }]
            + state.applications.reversed().map { application in
                [
                    Block.Cell(application.reference),
                    Block.Cell(SwippyDate.day(application.submittedAt, in: state.zone)),
                    Block.Cell(CreditText.money(application.amount, application.currency)),
                    Block.Cell(CreditText.money(application.emi, application.currency)), Block.Cell(application.status),
                ]
            }
    }

    // MARK: - The calculator

    static func calculatorModel(_ state: CreditState) -> FlowViewModel {
        let currency = state.loanCurrency
        let places = Currency.decimalPlaces(of: currency)
        let draft = state.calculator
        var model = FlowViewModel(title: "EMI calculator", prompt: Prompt())
        switch state.step {
        case .calculator(.amount):
            model.message = "Loan amount?"
            model.prompt = Prompt("Amount")
        case .calculator(.rate):
            model.message = "Yearly interest rate in percent, for example 8.5?"
            model.prompt = Prompt("Rate %")
        case .calculator(.tenure):
            model.message = "Over how many years? 1 to 30."
            model.prompt = Prompt("Tenure in years")
        default:
            guard let amount = draft.amount, let rate = draft.ratePercent, let years = draft.years else { break }
            let schedule = LoanMaths.schedule(
                principal: amount, annualRatePercent: rate, months: years * 12, places: places)
            let emi = LoanMaths.emi(principal: amount, annualRatePercent: rate, months: years * 12, places: places)
            let interest = schedule.reduce(Decimal(0)) { $0 + $1.interest }
            model.fields = [
                Block.Field("Loan", CreditText.money(amount, currency), keep: true),
                Block.Field("Rate", "\(rate)% a year"),
                Block.Field("Tenure", "\(years) years (\(years * 12) EMIs)"),
                Block.Field("EMI", CreditText.money(emi, currency), keep: true),
                Block.Field("Total interest", CreditText.money(interest, currency), keep: true),
                Block.Field("Total paid", CreditText.money(amount + interest, currency), keep: true),
            ]
            schedulePage(schedule, state: state, into: &model)
            model.prompt = Prompt("n / p pages the schedule; Enter goes back")
        }
        return model
    }

    private static func schedulePage(_ schedule: [AmortisationRow], state: CreditState, into model: inout FlowViewModel)
    {
        model.columns = CreditText.scheduleColumns
        model.rows =
            [CreditText.scheduleHeader]
            + CreditText.scheduleRows(state.paging.visible(schedule), currency: state.loanCurrency)
        model.pageLine = CreditText.pageLine(state.paging)
    }
}
