import SwippyCore
import SwippyData

/// An edit or PIN flow in progress. Nothing typed is kept in clear: the new PIN lives only as a salted
/// hash in its `NewPINEntry` until it is confirmed, and codes are checked the moment they arrive.
struct ProfileFlowState: Equatable {
    /// One question of a profile flow.
    enum Step: Equatable {
        case name, email, currentPIN, newPIN, confirmPIN, mobile, registeredEmail, code, currency
    }

    /// What the flow needs of the signed-in user: no PIN hashes.
    struct SignedIn: Equatable {
        var id: String
        var name: String
        var email: String
        var mobile: String
        var currency: String
    }

    var kind: ProfileFlowKind
    var stepIndex = 0
    /// The signed-in user when the flow started; nil in the sign-in screen's forgot-PIN flow.
    var signedIn: SignedIn?
    /// The user the flow acts on, once known (at once when signed in, after the mobile otherwise).
    var userID: String?
    var mobile: String?
    @Secret var newPIN: NewPINEntry
    /// The base currency picker: the offered currencies by number, or a search's matches (SwippyCore's one
    /// `ChoicePicker`, as in Exchange).
    var picker: ChoicePicker<Currency>
    /// The whole list a typed code or name is searched in.
    var currencyList: [Currency] = []
    /// The codes with exchange rates (nil: every code has them); only these can be a base currency.
    var ratedCodes: Set<String>?
    /// True once the flow is over (saved, or stopped by a lock): the router follows it off the flow's screen.
    var isFinished = false
    /// What the flow last said.
    var notice: Notice?

    init(kind: ProfileFlowKind, signedInUser: User?, userID: String?, currencies: [Currency]) {
        self.kind = kind
        self.signedIn = signedInUser.map {
            SignedIn(id: $0.id, name: $0.name, email: $0.email, mobile: $0.mobile, currency: $0.currency)
        }
        self.userID = userID
        self.newPIN = NewPINEntry(length: kind.pinLength)
        self.picker = ChoicePicker(offered: currencies, noun: "currency", plural: "currencies")
    }

    var step: Step { kind.steps[min(stepIndex, kind.steps.count - 1)] }

    /// True when `back` has a question to go back to; at the first one, back closes the flow.
    var canGoBack: Bool { stepIndex > 0 && !isFinished }

    /// Records `text` as what the flow says next.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }
}
