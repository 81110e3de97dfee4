import SwippyData

/// The sign-in flow: who is remembered and which question is being asked.
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

    /// The state before `load`.
    static func initial(_ mode: Mode) -> SignInState {
        SignInState(mode: mode, step: mode == .signIn ? .menu : .pin, remembered: nil)
    }
}
