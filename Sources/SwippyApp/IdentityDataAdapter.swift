import Profile
import SignIn
import SwippyCore
import SwippyData

/// Adapts the wallet store to the SignIn and Profile modules: users, PINs and their wrong-attempt
/// counters, settings. Every change is saved through `WalletDataAdapter.update` (a failed save stops
/// the run with exit 74).
@MainActor
final class IdentityDataAdapter {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    let oneTimeCodes: OneTimeCodes
    private let clock: any WallClock

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, codes: OneTimeCodes) {
        self.store = store
        self.session = session
        self.data = data
        self.oneTimeCodes = codes
        self.clock = clock
    }

    private var maxAttempts: Int { store.reference.config.maxWrongAttempts }

    func users() -> [User] { store.wallet.users }

    var settings: UserSettings { store.wallet.settings }

    func securityState(of userID: String) -> SecurityState { store.wallet.securityState(of: userID) }

    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { $0.checkLoginPIN(pin, userID: userID, maxAttempts: limit) }
    }

    // MARK: - Editing the signed-in user

    private func updateCurrentUser(_ change: @escaping (inout User) -> Void) throws {
        let userID = session.userID
        try data.update { wallet in
            guard let index = wallet.users.firstIndex(where: { $0.id == userID }) else { return }
            change(&wallet.users[index])
        }
    }
}

extension IdentityDataAdapter: SignInDependency, SignInRepository {
    var signInRepository: any SignInRepository { self }
    var signInClock: any WallClock { clock }
    var signInCurrencies: [Currency] { store.reference.currencies }
    var lastMobile: String? { store.wallet.settings.lastMobile }

    func recordWrongSignInCode(userID: String) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { $0.recordWrongSignInCode(userID: userID, maxAttempts: limit) }
    }

    func recordCodeSignIn(userID: String) throws {
        try data.update { $0.recordCodeSignIn(userID: userID) }
    }

    func rememberMobile(_ mobile: String) throws {
        try data.update { $0.settings.lastMobile = mobile }
    }

    func register(_ user: User, accounts: [BankAccount]) throws {
        try data.update { try $0.register(user, accounts: accounts) }
    }
}

extension IdentityDataAdapter: ProfileDependency, ProfileRepository {
    var profileRepository: any ProfileRepository { self }
    var profileCurrencies: [Currency] { store.reference.currencies }

    func currentUser() -> User? {
        session.isSignedIn ? store.wallet.user(session.userID) : nil
    }

    func updateName(_ name: String) throws {
        try updateCurrentUser { $0.name = name }
    }

    func updateEmail(_ email: String) throws {
        try updateCurrentUser { $0.email = email }
    }

    func setLoginPIN(_ pin: SecretHash, userID: String) throws {
        try data.update { $0.resetLoginPIN(pin, userID: userID) }
    }

    func checkTransferPIN(_ pin: String, userID: String) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { $0.checkTransferPIN(pin, userID: userID, maxAttempts: limit) }
    }

    func setTransferPIN(_ pin: SecretHash, userID: String) throws {
        try data.update { $0.resetTransferPIN(pin, userID: userID) }
    }

    func setBaseCurrency(_ code: String?) throws {
        try data.update { $0.settings.baseCurrency = code }
    }

    func setColorEnabled(_ enabled: Bool?) throws {
        try data.update { $0.settings.colorEnabled = enabled }
    }
}

/// The simulated SMS outbox of the app: each message is one notice line, e.g.
/// `[SMS to ••••••3210] Your Swippy code is 482913`. Nothing is stored.
@MainActor
final class NoticeSMSOutbox: SMSOutbox {
    private weak var notices: NoticeBoard?

    init(notices: NoticeBoard) {
        self.notices = notices
    }

    nonisolated func send(to mobile: String, text: String) {
        MainActor.assumeIsolated {
            notices?.post("[SMS to \(Mask.tail(mobile))] \(text)")
        }
    }
}
