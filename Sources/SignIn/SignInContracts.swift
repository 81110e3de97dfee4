import SwippyCore
import SwippyData

/// What the sign-in presenter asks of its interactor.
@MainActor
protocol SignInInteracting: AnyObject {
    /// The flow state, observed by the presenter.
    var state: ObservableValue<SignInState> { get }
    /// Reads who is remembered and starts at the first step.
    func load()
    /// Acts on a menu choice.
    func choose(_ option: SignInOption) -> SignInResult
    /// Handles one typed answer at the current step.
    func submit(_ input: String) -> SignInResult
    /// Sends a new code, voiding the previous one.
    func resendCode() -> SignInResult
    /// Steps back to the menu; false when already there (or when there is nowhere to go back to).
    func back() -> Bool
}

/// The options on the sign-in menu.
enum SignInOption: Equatable, CaseIterable {
    case pin, code, anotherMobile, register, forgotPIN

    var label: String {
        switch self {
        case .pin: "Sign in with your login PIN"
        case .code: "Sign in with a one-time code (SMS)"
        case .anotherMobile: "Use another mobile number"
        case .register: "Register a new user"
        case .forgotPIN: "Forgot login PIN"
        }
    }
}

/// What happened to one answer.
enum SignInResult: Equatable {
    /// Moved on (or nothing to say).
    case proceed
    /// Refused: one line why; the same prompt is shown again.
    case refused(String)
    /// Moved on, with a line to show.
    case info(String)
    /// The user proved who they are.
    case signedIn(userID: String, name: String)
    /// The user asked for a screen owned by the router.
    case route(SignInDestination)
}

/// Where the sign-in screens can lead.
enum SignInDestination: Equatable {
    case register
    case forgotPIN
    case signOut
    case registered(name: String)
}

/// What the presenters ask of the router.
@MainActor
protocol SignInRouting: AnyObject {
    /// Shows `destination`.
    func navigate(to destination: SignInDestination)
    /// Tells the host the user signed in (or unlocked the session).
    func finishSignIn(userID: String, unlocking: Bool)
}

/// What the registration presenter asks of its interactor.
@MainActor
protocol RegisterInteracting: AnyObject {
    /// The answers so far and the question being asked.
    var state: ObservableValue<RegisterState> { get }
    /// Handles one typed answer; `.route(.registered)` when the user was created.
    func submit(_ input: String) -> SignInResult
    /// Steps back one question; false at the first one.
    func back() -> Bool
}
