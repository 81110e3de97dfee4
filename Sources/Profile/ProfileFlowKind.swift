import SwippyData

/// Which edit or PIN flow is running; in the profile menu's order.
enum ProfileFlowKind: Equatable, CaseIterable {
    case editName, editEmail, changeLoginPIN, forgotLoginPIN, changeTransferPIN, forgotTransferPIN, baseCurrency

    /// The questions of the flow, in order.
    var steps: [ProfileFlowState.Step] {
        switch self {
        case .editName: [.name]
        case .editEmail: [.email]
        case .changeLoginPIN, .changeTransferPIN: [.currentPIN, .newPIN, .confirmPIN]
        case .forgotLoginPIN: [.mobile, .registeredEmail, .code, .newPIN, .confirmPIN]
        case .forgotTransferPIN: [.mobile, .code, .newPIN, .confirmPIN]
        case .baseCurrency: [.currency]
        }
    }

    /// True for the flows about the transfer PIN (6 digits) rather than the login PIN (4 digits).
    var isTransferPIN: Bool { self == .changeTransferPIN || self == .forgotTransferPIN }

    var pinLength: Int { isTransferPIN ? IdentityRules.transferPINLength : IdentityRules.loginPINLength }

    var codePurpose: CodePurpose { isTransferPIN ? .resetTransferPIN : .resetLoginPIN }

    /// The flow's title, which is also its option in the profile menu.
    var title: String {
        switch self {
        case .editName: "Edit name"
        case .editEmail: "Edit email"
        case .changeLoginPIN: "Change login PIN"
        case .forgotLoginPIN: "Forgot login PIN"
        case .changeTransferPIN: "Change transaction PIN"
        case .forgotTransferPIN: "Forgot transaction PIN"
        case .baseCurrency: "Base currency"
        }
    }
}
