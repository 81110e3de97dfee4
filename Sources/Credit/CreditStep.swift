/// Where the Credit flow is. The dashboard screen shows `dashboard`; every other step is a question or an
/// answer on the flow screen above it.
enum CreditStep: Equatable {
    case dashboard
    // Withdraw from a line to an own account, or repay a line from one.
    case moveCard, moveAccount, moveAmount, moveConfirm, movePIN, moveResult
    // The home loan form, one field at a time, then the EMI with its schedule, and the result.
    case loan(LoanField), loanReview, loanResult
    // The EMI calculator.
    case calculator(CalculatorField), calculatorResult
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
