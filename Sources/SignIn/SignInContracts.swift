import SwippyCore
import SwippyData

// MARK: - Host contracts

/// Where SignIn reads users and records sign-in attempts. The app adapts its wallet store to this;
/// every method that changes something saves before it returns.
@MainActor
public protocol SignInRepository: AnyObject {
    /// Registered users, in wallet order.
    func users() -> [User]
    /// The last mobile number someone signed in with, if any.
    var lastMobile: String? { get }
    /// Wrong-attempt counters and locks of `userID`.
    func securityState(of userID: String) -> SecurityState
    /// Checks the login PIN, counting wrong attempts (see `WalletState.checkLoginPIN`); when it is accepted
    /// and `rememberMobile` is given, remembers that number to offer next time in the same saved change.
    func checkLoginPIN(_ pin: String, userID: String, rememberMobile: String?) throws -> PINCheck
    /// Counts a wrong sign-in code (see `WalletState.recordWrongSignInCode`).
    func recordWrongSignInCode(userID: String) throws -> PINCheck
    /// Records a sign-in by code, lifting a PIN lock, and remembers `rememberMobile` (when given) to offer
    /// next time, in one saved change.
    func recordCodeSignIn(userID: String, rememberMobile: String?) throws
    /// Adds a new user and their accounts and remembers the new user's mobile to offer next time, in one
    /// saved change; throws `RegistrationError.mobileTaken` for a known mobile.
    func register(_ user: User, accounts: [BankAccount]) throws
}

/// What the host must give SignIn.
@MainActor
public protocol SignInDependency: AnyObject {
    /// User data and attempt counters.
    var signInRepository: any SignInRepository { get }
    /// The shared one-time code issuer (its outbox prints the SMS line).
    var oneTimeCodes: OneTimeCodes { get }
    /// Time, for a new user's "member since".
    var signInClock: any WallClock { get }
    /// Currencies a new user may choose.
    var signInCurrencies: [Currency] { get }
}

/// What SignIn tells its host.
@MainActor
public protocol SignInListener: AnyObject {
    /// `userID` proved who they are on the sign-in screen: the host shows the home menu.
    func signInDidSucceed(userID: String)
    /// The signed-in user entered their PIN after the session expired: the host removes the lock screen.
    func signInDidUnlock()
    /// The user asked to sign out from the lock screen.
    func signInDidRequestSignOut()
    /// The user forgot their login PIN: the host opens the flow that resets it.
    func signInDidRequestLoginPINReset()
}

// MARK: - Layer contracts

/// What the sign-in presenter asks of its interactor. Every intent sends the state once.
@MainActor
protocol SignInInteracting: AnyObject {
    /// The flow state, observed by the presenter.
    var state: ObservableValue<SignInState> { get }
    /// Reads who is remembered.
    func load()
    /// Acts on a menu choice of this module (PIN, code, another mobile; register moves to its step).
    func choose(_ option: SignInOption)
    /// Handles one typed answer at the current step.
    func submit(_ input: String)
    /// Sends a new code, voiding the previous one.
    func resendCode()
    /// Steps back to the menu, or says how to carry on when already there.
    func back()
}

/// What the registration presenter asks of its interactor. Every intent sends the state once.
@MainActor
protocol RegisterInteracting: AnyObject {
    /// The answers so far and the question being asked.
    var state: ObservableValue<RegisterState> { get }
    /// Handles one typed answer; the last one creates the user.
    func submit(_ input: String)
    /// Steps back one question (only when `state.value.canGoBack`).
    func back()
}

/// What the sign-in presenter asks of the router: only to leave the module.
@MainActor
protocol SignInRouting: AnyObject {
    /// Hands `destination` to the host, through the listener.
    func navigate(to destination: SignInDestination)
}

/// Where SignIn hands over to its host: every case leaves the module through `SignInListener`.
enum SignInDestination: Equatable {
    /// Ask the host for the forgot-login-PIN flow.
    case forgotPIN
    /// Ask the host to sign out (from the lock screen).
    case signOut
    /// The user proved who they are on the sign-in screen.
    case signedIn(userID: String)
    /// The user unlocked the expired session.
    case unlocked
}
