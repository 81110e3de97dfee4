import Foundation
import SwippyCore
import SwippyData

/// The Credit module's one state machine. Each intent reads `state`, works out the next state with the
/// wallet's intents (`CreditRepository`) and the money rules (`Ledger`), and sends it once.
@MainActor
final class CreditInteractor: CreditInteracting {
    let state: ObservableValue<CreditState>
    let repository: any CreditRepository
    let ledger: Ledger

    init(repository: any CreditRepository, reference: ReferenceData, zone: TimeZone) {
        self.repository = repository
        self.ledger = Ledger(reference: reference)
        self.state = ObservableValue(
            CreditState(
                config: reference.config.credit, rates: reference.exchangeRates, pageSize: reference.config.pageSize,
                zone: zone))
    }

    func load() {
        state.update { next in
            reload(&next)
            if next.step == .dashboard { next.paging = next.paging.resized(to: next.payments.count) }
        }
    }

    func start(_ action: CreditOption) {
        state.update { next in
            reload(&next)
            switch action {
            case .withdraw, .repay:
                startMove(action == .withdraw ? .withdraw : .repay, in: &next)
            case .homeLoan:
                next.loan = CreditState.LoanDraft()
                next.step = .loan(.amount)
            case .calculator:
                next.step = .calculator(.amount)
            case .applications:
                next.step = .applications
            }
        }
    }

    func choose(at index: Int) {
        state.update { next in
            switch next.step {
            case .moveCard:
                let lines = next.moveLines
                guard lines.indices.contains(index) else { return }
                next.linePosition = lines[index].position
                chooseAccountStep(in: &next)
            case .moveAccount:
                let accounts = next.moveAccounts
                guard accounts.indices.contains(index) else { return }
                next.accountID = accounts[index].id
                next.step = .moveAmount
            case .loan(.employment):
                guard LoanRules.employmentTypes.indices.contains(index) else { return }
                next.loan.employment = LoanRules.employmentTypes[index]
                next.step = .loan(.city)
            default:
                return
            }
        }
    }

    func type(_ text: String) {
        state.update { next in
            switch next.step {
            case .moveAmount: typeMoveAmount(text, in: &next)
            case .loan(let field): typeLoan(text, field: field, in: &next)
            case .calculator(let field): typeCalculator(text, field: field, in: &next)
            case .moveConfirm: say("Answer y (yes) or n (no).", in: &next)
            case .loanReview: say("Type y to submit, or no to discard the application; n / p pages.", in: &next)
            default: return
            }
        }
    }

    func answer(_ answer: YesNo) {
        state.update { next in
            switch next.step {
            case .moveConfirm:
                if answer == .yes {
                    next.step = .movePIN
                    return
                }
                backToDashboard(in: &next)
                say("Cancelled: nothing moved.", in: &next)
            case .loan(.consent):
                answerConsent(answer, in: &next)
            case .loanReview:
                if answer == .yes { return submitLoan(in: &next) }
                backToDashboard(in: &next)
                say("Your application was not submitted.", in: &next)
            default:
                return
            }
        }
    }

    func turnPage(forward: Bool) {
        state.update { next in
            let refusal =
                next.step == .moveCard
                ? next.linePaging.turn(forward: forward) : next.paging.turn(forward: forward)
            if let refusal { say(refusal, in: &next) }
        }
    }

    func back() -> Bool {
        guard state.value.step != .dashboard else { return false }
        state.update { next in
            switch next.step {
            case .moveAccount where next.moveLines.count > 1: next.step = .moveCard
            case .moveAmount: next.step = .moveAccount
            case .moveConfirm: next.step = .moveAmount
            case .movePIN: next.step = .moveConfirm
            case .loan(let field) where field.rawValue > 0:
                next.step = CreditState.Step.LoanField(rawValue: field.rawValue - 1).map { .loan($0) } ?? .dashboard
            case .loanReview: next.step = .loan(.consent)
            case .calculator(let field) where field.rawValue > 0:
                next.step =
                    CreditState.Step.CalculatorField(rawValue: field.rawValue - 1).map { .calculator($0) } ?? .dashboard
            default: backToDashboard(in: &next)
            }
        }
        return true
    }

    // MARK: - Helpers

    func say(_ text: String, in next: inout CreditState) {
        next.notice = Notice(text, after: next.notice)
    }

    func reload(_ next: inout CreditState) {
        next.userCurrency = repository.currency()
        next.lines = repository.lines()
        next.accounts = repository.accounts()
        next.payments = repository.payments()
        next.applications = repository.applications()
    }

    func backToDashboard(in next: inout CreditState) {
        reload(&next)
        next.step = .dashboard
        next.paging = Paging(itemCount: next.payments.count, pageSize: next.paging.pageSize)
    }

    /// Starts paging `count` rows (a schedule) from the first page.
    func page(_ count: Int, in next: inout CreditState) {
        next.paging = Paging(itemCount: count, pageSize: next.paging.pageSize)
    }
}
