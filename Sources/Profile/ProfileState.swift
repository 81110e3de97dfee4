import SwippyData

/// The profile screen's data.
struct ProfileState: Equatable {
    var user: User?
    var settings: UserSettings
    var currencies: [Currency]
}

/// Which edit or PIN flow is running.
enum ProfileFlowKind: Equatable {
    case editName, editEmail, changeLoginPIN, forgotLoginPIN, changeTransferPIN, forgotTransferPIN, baseCurrency

    /// The questions of the flow, in order.
    var steps: [ProfileFlowStep] {
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

    var title: String {
        switch self {
        case .editName: "Edit name"
        case .editEmail: "Edit email"
        case .changeLoginPIN: "Change login PIN"
        case .forgotLoginPIN: "Forgot login PIN"
        case .changeTransferPIN: "Change transfer PIN"
        case .forgotTransferPIN: "Forgot transfer PIN"
        case .baseCurrency: "Base currency"
        }
    }
}

/// One question of a flow.
enum ProfileFlowStep: Equatable {
    case name, email, currentPIN, newPIN, confirmPIN, mobile, registeredEmail, code, currency
}

/// A flow in progress. The new PIN is kept only as a salted hash until it is confirmed.
struct ProfileFlowState: Equatable {
    var kind: ProfileFlowKind
    var stepIndex = 0
    /// The signed-in user when the flow started; nil in the sign-in screen's forgot-PIN flow.
    var signedInUser: User?
    /// The user the flow acts on, once known (at once when signed in, after the mobile otherwise).
    var userID: String?
    var mobile: String?
    var newPIN: SecretHash?
    var currencies: [Currency] = []

    var step: ProfileFlowStep { kind.steps[min(stepIndex, kind.steps.count - 1)] }
}
