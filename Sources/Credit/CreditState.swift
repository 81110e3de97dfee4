import Foundation
import SwippyCore
import SwippyData

/// The whole Credit flow: the lines and accounts as loaded, the step, what is being typed, the result, and
/// what it last said. Owned by `CreditInteractor`; both screens observe it.
struct CreditState: Equatable {
    /// Where the Credit flow is. The dashboard screen shows `dashboard`; every other step is a question or an
    /// answer on the flow screen above it.
    enum Step: Equatable {
        case dashboard
        // Withdraw from a line to an own account, or repay a line from one.
        case moveCard, moveAccount, moveAmount, moveConfirm, movePIN, moveResult
        // The home loan form, one field at a time, then the EMI with its schedule, and the result.
        case loan(LoanField)
        case loanReview, loanResult
        // The EMI calculator.
        case calculator(CalculatorField)
        case calculatorResult
        /// The user's loan applications.
        case applications

        /// The home loan form's questions, in order.
        enum LoanField: Int, CaseIterable, Equatable {
            case amount, tenure, income, employment, city, pan, consent
        }

        /// The calculator's questions, in order.
        enum CalculatorField: Int, CaseIterable, Equatable {
            case amount, rate, tenure
        }
    }

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

    /// What a move does: draw cash from a line, or repay it.
    var moveKind: CreditOrder.Kind = .withdraw
    var step = Step.dashboard
    let config: CreditConfig
    /// The quotes, to apply the configured amounts (rupees) in a line's or loan's own currency.
    let rates: ExchangeRates
    /// The signed-in user's own currency: what a home loan is asked and shown in.
    var userCurrency = "INR"
    var lines: [CreditLine] = [] {
        didSet { linePaging = linePaging.resized(to: lines.count) }
    }
    /// The page of `lines` offered when choosing a card to move on.
    var linePaging: Paging
    var accounts: [BankAccount] = []
    /// Repayments to the user's lines, newest first.
    var payments: [Transaction] = []
    var applications: [LoanApplication] = []
    /// The page of the payment history, or of a schedule being shown.
    var paging: Paging
    var linePosition: Int?
    var accountID: String?
    var amount: Decimal?
    var requestID: String?
    var outcome: TransferOutcome?
    var loan = LoanDraft()
    var calculator = LoanDraft()
    var submitted: LoanApplication?
    var notice: Notice?

    /// The user's time zone: payments and applications show their local day in it.
    let zone: TimeZone

    init(
        config: CreditConfig = CreditConfig(),
        rates: ExchangeRates = ExchangeRates(base: "INR", asOf: Date(timeIntervalSince1970: 0), rates: []),
        pageSize: Int = 6, zone: TimeZone = SwippyDate.utc
    ) {
        self.zone = zone
        self.config = config
        self.rates = rates
        self.paging = Paging(pageSize: pageSize)
        self.linePaging = Paging(pageSize: pageSize)
    }

    /// The line being moved on.
    var line: CreditLine? { lines.first { $0.position == linePosition } }
    /// The lines the move being made can use: a line with something in use to repay, only an active card's to
    /// draw cash from.
    var moveLines: [CreditLine] { moveKind == .withdraw ? lines.filter(\.isUsable) : lines.filter { $0.used > 0 } }
    /// The own account chosen for the move.
    var account: BankAccount? { accounts.first { $0.id == accountID } }
    /// Accounts that can take part in a move: active, in the line's currency.
    var moveAccounts: [BankAccount] {
        let currency = line?.currency ?? "INR"
        return accounts.filter { $0.status == .active && $0.currency == currency }
    }
    /// The currency of the user's lines (the user's own when there are none).
    var currency: String { lines.first?.currency ?? userCurrency }
    /// The currency of a home loan and the calculator: the user's own.
    var loanCurrency: String { userCurrency }
    /// The credit settings in `currency`, converted; nil when a currency has no quote.
    func terms(in currency: String) -> CreditTerms? { CreditTerms(config, in: currency, rates: rates) }
    /// What Enter repays: what is due when something is, else everything in use.
    var defaultRepayment: Decimal? {
        guard let line else { return nil }
        if let due = line.card.due, due.isPayable { return min(due.outstanding, line.used) }
        return line.used > 0 ? line.used : nil
    }
}
