/// The options of the profile screen, in menu order.
enum ProfileOption: Equatable, CaseIterable {
    case editName, editEmail, changeLoginPIN, forgotLoginPIN, changeTransferPIN, forgotTransferPIN
    case baseCurrency, colour, signOut

    var label: String {
        switch self {
        case .editName: "Edit name"
        case .editEmail: "Edit email"
        case .changeLoginPIN: "Change login PIN"
        case .forgotLoginPIN: "Forgot login PIN"
        case .changeTransferPIN: "Change transaction PIN"
        case .forgotTransferPIN: "Forgot transaction PIN"
        case .baseCurrency: "Base currency"
        case .colour: "Colour on/off"
        case .signOut: "Sign out"
        }
    }

    /// The flow an option opens, if it opens one.
    var flow: ProfileFlowKind? {
        switch self {
        case .editName: .editName
        case .editEmail: .editEmail
        case .changeLoginPIN: .changeLoginPIN
        case .forgotLoginPIN: .forgotLoginPIN
        case .changeTransferPIN: .changeTransferPIN
        case .forgotTransferPIN: .forgotTransferPIN
        case .baseCurrency: .baseCurrency
        case .colour, .signOut: nil
        }
    }
}
