import SwippyCore
import SwippyData

/// The sign-in flow: who is remembered, which question is being asked, and what the flow last said.
/// Nothing typed is kept: PINs and codes are checked the moment they arrive.
struct SignInState: Equatable {
    /// Signing in from scratch, or unlocking an expired session of a known user.
    enum Mode: Equatable {
        case signIn
        case unlock(userID: String)
    }

    /// The question being asked.
    enum Step: Equatable {
        case menu
        case pin
        case anotherMobile
        case codeMobile
        case code(mobile: String)
        /// Registration, over the sign-in screen (its own flow and screen).
        case register
        /// The user proved who they are; the router takes it from here.
        case signedIn(userID: String)
    }

    /// The user the PIN is asked for.
    struct Person: Equatable {
        var id: String
        var name: String
        var mobile: String
        var maskedMobile: String { Mask.tail(mobile) }
    }

    var mode: Mode
    var step: Step
    var remembered: Person?
    /// What the flow last said (a refusal, a code sent, a welcome).
    var notice: Notice?

    /// The state before `load`.
    static func initial(_ mode: Mode) -> SignInState {
        SignInState(mode: mode, step: mode == .signIn ? .menu : .pin, remembered: nil)
    }

    /// True when `back` returns to the menu (rather than saying how to carry on).
    var canGoBack: Bool {
        guard mode == .signIn else { return false }
        switch step {
        case .menu, .register, .signedIn: return false
        case .pin, .anotherMobile, .codeMobile, .code: return true
        }
    }

    /// Where the flow leaves the module now that it reached this state, if it does: the router follows it to
    /// the host.
    var destination: SignInDestination? {
        guard case .signedIn(let userID) = step else { return nil }
        return mode == .signIn ? .signedIn(userID: userID) : .unlocked
    }

    /// Records `text` as what the flow says next.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }
}
