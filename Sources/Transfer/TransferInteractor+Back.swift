import SwippyData

extension TransferInteractor {
    // MARK: - Stepping back

    func back() -> Bool {
        guard let previous = Self.step(before: state.value) else { return false }
        state.update { $0.step = previous }
        return true
    }

    /// The step `b` returns to, keeping what was typed; nil on the first step and on the result
    /// (there the screen is simply left).
    static func step(before state: TransferState) -> TransferStep? {
        if state.payeeKindIsFixed, state.step == .ownAccount { return nil }
        return switch state.step {
        case .source, .result: nil
        case .destinationKind: .source
        case .beneficiary, .mobile, .ownAccount, .newAccount(.name): .destinationKind
        case .newAccount(let field): NewAccountField(rawValue: field.rawValue - 1).map { .newAccount($0) }
        case .ifscBank: .newAccount(.ifsc)
        case .ifscQuery: .ifscBank
        case .ifscBranch: .ifscQuery
        case .recipientCheck: .mobile
        case .dueChoice: .source
        case .amount: state.isCardPayment ? .dueChoice : payeeStep(of: state.payee)
        case .note: .amount
        case .confirm: state.isCardPayment ? .dueChoice : .amount
        case .pin: .confirm
        }
    }

    /// The step on which `payee` was chosen.
    private static func payeeStep(of payee: Payee?) -> TransferStep {
        switch payee {
        case .beneficiary?: .beneficiary
        case .newAccount?: .newAccount(.ifsc)
        case .swippyUser?: .recipientCheck
        case .ownAccount?: .ownAccount
        case .cardDue?, nil: .source
        }
    }
}
