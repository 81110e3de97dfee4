/// Where the money of a transfer goes.
public enum Payee: Equatable, Sendable {
    /// A payee the user saved earlier: details fixed.
    case beneficiary(Beneficiary)
    /// An account typed in on the new-account form.
    case newAccount(NewAccountDetails)
    /// Another Swippy user, found by mobile number.
    case swippyUser(SwippyRecipient)
    /// Another account of the same user.
    case ownAccount(id: String)
    /// The due of the card at this wallet position.
    case cardDue(position: Int)

    /// True when the money may leave Swippy for another bank (and the external fee applies).
    public var isOutsideBank: Bool {
        switch self {
        case .beneficiary, .newAccount: true
        case .swippyUser, .ownAccount, .cardDue: false
        }
    }

    /// The category of the debit it causes.
    public var category: String {
        if case .cardDue = self { return "card payment" }
        return "transfer"
    }
}
