/// The kinds of payee offered on the "To" step, in menu order.
enum PayeeKind: CaseIterable, Equatable {
    case beneficiary, newAccount, swippyUser, ownAccount

    /// The menu words.
    var title: String {
        switch self {
        case .beneficiary: "Saved beneficiary"
        case .newAccount: "New bank account"
        case .swippyUser: "Another Swippy user (by mobile)"
        case .ownAccount: "Own account"
        }
    }
}
