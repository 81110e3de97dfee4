/// What the dashboard offers, in menu order.
enum CreditOption: CaseIterable, Equatable {
    case withdraw, repay, homeLoan, calculator, applications

    var title: String {
        switch self {
        case .withdraw: "Withdraw cash to an account"
        case .repay: "Repay a credit line"
        case .homeLoan: "Apply for a home loan"
        case .calculator: "EMI calculator"
        case .applications: "My loan applications"
        }
    }
}
