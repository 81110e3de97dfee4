import SwippyCore
import SwippyData

/// The answers of a registration in progress and what the flow last said. PINs are kept only as salted
/// hashes, inside their `NewPINEntry`.
struct RegisterState: Equatable {
    enum Step: Int, Equatable, CaseIterable {
        case name, mobile, email, loginPIN, confirmLoginPIN, transferPIN, confirmTransferPIN, currency
    }

    var step: Step = .name
    var name = ""
    var mobile = ""
    var email = ""
    @Secret var loginPIN = NewPINEntry(length: IdentityRules.loginPINLength)
    @Secret var transferPIN = NewPINEntry(length: IdentityRules.transferPINLength)
    /// Codes offered at the currency step, in order.
    var currencies: [Currency]
    /// True once the user was created: the router follows it back to the sign-in screen.
    var isRegistered = false
    /// What the flow last said (a refusal, the welcome).
    var notice: Notice?

    /// True when `back` has a question to go back to; at the first one, back leaves registration.
    var canGoBack: Bool { step != .name && !isRegistered }

    /// Records `text` as what the flow says next.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }
}
