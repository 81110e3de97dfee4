/// Where the flow is: one case per question the user is asked.
enum TransferStep: Equatable {
    /// The account the money leaves.
    case source
    /// What kind of payee.
    case destinationKind
    /// A saved beneficiary from the list.
    case beneficiary
    /// One field of the new-account form.
    case newAccount(NewAccountField)
    /// The IFSC finder: which bank, which part of a branch or city, which branch.
    case ifscBank, ifscQuery, ifscBranch
    /// The mobile number of another Swippy user, then whether the one found is right.
    case mobile, recipientCheck
    /// Another own account from the list.
    case ownAccount
    /// For a card: the whole due or another amount.
    case dueChoice
    /// The amount, then the note.
    case amount, note
    /// Everything at a glance.
    case confirm
    /// The transaction PIN.
    case pin
    /// What happened.
    case result

    /// The screen that shows this step.
    var screen: TransferScreen {
        switch self {
        case .source: .source
        case .destinationKind: .destinationKind
        case .beneficiary: .beneficiary
        case .newAccount: .newAccount
        case .ifscBank, .ifscQuery, .ifscBranch: .ifscFinder
        case .mobile, .recipientCheck: .mobile
        case .ownAccount: .ownAccount
        case .dueChoice, .amount, .note: .amount
        case .confirm: .confirm
        case .pin: .pin
        case .result: .result
        }
    }
}
