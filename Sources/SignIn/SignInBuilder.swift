import SwippyCore
import SwippyData

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
    /// Checks the login PIN, counting wrong attempts (see `WalletState.checkLoginPIN`).
    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck
    /// Counts a wrong sign-in code (see `WalletState.recordWrongSignInCode`).
    func recordWrongSignInCode(userID: String) throws -> PINCheck
    /// Records a sign-in by code, lifting a PIN lock.
    func recordCodeSignIn(userID: String) throws
    /// Remembers `mobile` as the number to offer next time.
    func rememberMobile(_ mobile: String) throws
    /// Adds a new user and their accounts; throws `RegistrationError.mobileTaken` for a known mobile.
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

/// Builds the SignIn module: the sign-in screen (with registration) and the session lock screen.
@MainActor
public struct SignInBuilder {
    private let dependency: any SignInDependency

    /// A builder using `dependency`.
    public init(dependency: any SignInDependency) {
        self.dependency = dependency
    }

    /// The sign-in screen, for the root of `navigator`; registration is pushed on top of it.
    public func build(listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        screen(mode: .signIn, listener: listener, navigator: navigator)
    }

    /// The screen that asks the signed-in `userID` for their PIN after the session expired.
    public func buildUnlock(userID: String, listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        screen(mode: .unlock(userID: userID), listener: listener, navigator: navigator)
    }

    private func screen(mode: SignInState.Mode, listener: any SignInListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = SignInInteractor(
            mode: mode, repository: dependency.signInRepository, codes: dependency.oneTimeCodes)
        let router = SignInRouter(dependency: dependency, navigator: navigator, listener: listener)
        let presenter = SignInPresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: SignInViewModel.initial, render: SignInView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
