import SwippyCore
import SwippyData

/// Where Profile reads and changes the signed-in user. The app adapts its wallet store to this;
/// every method that changes something saves before it returns.
@MainActor
public protocol ProfileRepository: AnyObject {
    /// The signed-in user, or nil when nobody is signed in (the forgot-PIN flow of the sign-in screen).
    func currentUser() -> User?
    /// Registered users, in wallet order.
    func users() -> [User]
    /// App-wide preferences.
    var settings: UserSettings { get }
    /// Wrong-attempt counters and locks of `userID`.
    func securityState(of userID: String) -> SecurityState
    /// Renames the signed-in user.
    func updateName(_ name: String) throws
    /// Changes the signed-in user's email.
    func updateEmail(_ email: String) throws
    /// Checks the login PIN, counting wrong attempts (see `WalletState.checkLoginPIN`).
    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck
    /// Replaces the login PIN and lifts a PIN lock.
    func setLoginPIN(_ pin: SecretHash, userID: String) throws
    /// Checks the transfer PIN with the counter shared by every payment flow.
    func checkTransferPIN(_ pin: String, userID: String) throws -> PINCheck
    /// Replaces the transfer PIN and lifts a transfer lock (`WalletState.resetTransferPIN`).
    func setTransferPIN(_ pin: SecretHash, userID: String) throws
    /// Sets the currency totals are shown in; nil for the user's own.
    func setBaseCurrency(_ code: String?) throws
    /// Turns colour on or off; nil for automatic.
    func setColorEnabled(_ enabled: Bool?) throws
}

/// What the host must give Profile.
@MainActor
public protocol ProfileDependency: AnyObject {
    /// The user's data.
    var profileRepository: any ProfileRepository { get }
    /// The shared one-time code issuer for the forgot-PIN flows.
    var oneTimeCodes: OneTimeCodes { get }
    /// Currencies offered as the base currency.
    var profileCurrencies: [Currency] { get }
}

/// What Profile asks of its host.
@MainActor
public protocol ProfileListener: AnyObject {
    /// The user chose to sign out: the host shows the sign-in screen.
    func profileDidRequestSignOut()
}

/// Builds the Profile module: the profile and settings screen, and its edit and PIN flows.
@MainActor
public struct ProfileBuilder {
    private let dependency: any ProfileDependency

    /// A builder using `dependency`.
    public init(dependency: any ProfileDependency) {
        self.dependency = dependency
    }

    /// The profile and settings screen, ready to push on `navigator`; its flows are pushed there too.
    public func build(listener: any ProfileListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = ProfileInteractor(
            repository: dependency.profileRepository, currencies: dependency.profileCurrencies)
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: ProfileViewModel.initial, render: ProfileView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }

    /// The forgot-login-PIN flow on its own, for the sign-in screen: mobile, email, SMS code, new PIN.
    /// It pops itself when done.
    public func buildForgotLoginPIN(listener: any ProfileListener, navigator: any ScreenNavigating) -> any Screen {
        let router = ProfileRouter(dependency: dependency, navigator: navigator, listener: listener)
        return router.flowScreen(.forgotLoginPIN)
    }
}
