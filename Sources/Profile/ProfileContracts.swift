import SwippyCore
import SwippyData

// MARK: - Host contracts

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
    /// Currencies offered by number as the base currency (the featured ones).
    var profileCurrencies: [Currency] { get }
    /// The whole ISO 4217 list, searched by code or name for a base currency (`CurrencyList.search`).
    var profileCurrencyList: [Currency] { get }
    /// The codes the data has exchange rates for: only these can be a base currency.
    var profileRatedCodes: Set<String> { get }
    /// Currencies per page of the base currency picker: as many as the terminal holds; nil without a terminal
    /// (10).
    var profilePageSize: Int? { get }
}

/// What Profile asks of its host.
@MainActor
public protocol ProfileListener: AnyObject {
    /// The user chose to sign out: the host shows the sign-in screen.
    func profileDidRequestSignOut()
    /// The forgot-login-PIN flow built on its own (`buildForgotLoginPIN`) is over: the PIN was changed, or a lock
    /// stopped it. The host pops its screen.
    func profileDidFinishForgotLoginPIN()
}

// MARK: - Layer contracts

/// What the profile presenter asks of its interactor. Every intent sends the state once.
@MainActor
protocol ProfileInteracting: AnyObject {
    /// The profile as last loaded.
    var state: ObservableValue<ProfileState> { get }
    /// Reads the signed-in user and the settings again; the profile screen is the one shown (step `.menu`).
    func load()
    /// Moves to the step of `flow` (the router follows and pushes the flow's screen).
    func open(_ flow: ProfileFlowKind)
    /// Flips colour on or off, and says so.
    func toggleColour()
}

/// What a flow presenter asks of its interactor. Every intent sends the state once.
@MainActor
protocol ProfileFlowInteracting: AnyObject {
    /// The flow's answers, the question being asked, and what the flow last said.
    var state: ObservableValue<ProfileFlowState> { get }
    /// Handles one typed answer.
    func submit(_ input: String)
    /// Sends a new code when the flow is waiting for one.
    func resendCode()
    /// Steps back one question (only when `state.value.canGoBack`).
    func back()
}

/// Where Profile hands over to its host: every case leaves the module through `ProfileListener`.
enum ProfileDestination: Equatable {
    /// Ask the host to sign out.
    case signOut
    /// The forgot-login-PIN flow on its own is over: the host pops it.
    case forgotLoginPINDone
}

/// What the profile presenter asks of the router: only to leave the module.
@MainActor
protocol ProfileRouting: AnyObject {
    /// Hands `destination` to the host, through the listener.
    func navigate(to destination: ProfileDestination)
}
