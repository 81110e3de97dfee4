import Profile
import SwippyCore
import SwippyData

/// Adapts the wallet store to the Profile module, for the signed-in user (or nobody, in the sign-in
/// screen's forgot-PIN flow): details, PINs and their counters, settings. Every change is saved through
/// `WalletDataAdapter.update` (a failed save stops the run with exit 74).
@MainActor
final class ProfileDataAdapter: ProfileDependency, ProfileRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    let oneTimeCodes: OneTimeCodes

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, codes: OneTimeCodes) {
        self.store = store
        self.session = session
        self.data = data
        self.oneTimeCodes = codes
    }

    var profileRepository: any ProfileRepository { self }
    var profileCurrencies: [Currency] { store.reference.currencies }
    var profileCurrencyList: [Currency] { store.reference.currencyList }
    var profileRatedCodes: Set<String> { Set(store.reference.exchangeRates.quotedCodes) }
    var profilePageSize: Int? { data.terminalPageSize }

    // MARK: - Reading

    func currentUser() -> User? {
        session.isSignedIn ? store.read().user(session.userID) : nil
    }

    func users() -> [User] { store.read().users }

    /// The signed-in user's own settings (base currency, colour).
    var settings: UserSettings { store.read().settings(of: session.userID) }

    func securityState(of userID: String) -> SecurityState { store.read().securityState(of: userID) }

    // MARK: - Details and settings

    func updateName(_ name: String) throws {
        try updateCurrentUser { $0.name = name }
    }

    func updateEmail(_ email: String) throws {
        try updateCurrentUser { $0.email = email }
    }

    func setBaseCurrency(_ code: String?) throws {
        let userID = session.userID
        try data.update { $0.updateSettings(of: userID) { $0.baseCurrency = code } }
    }

    func setColorEnabled(_ enabled: Bool?) throws {
        let userID = session.userID
        try data.update { $0.updateSettings(of: userID) { $0.colorEnabled = enabled } }
    }

    // MARK: - PINs

    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { $0.checkLoginPIN(pin, userID: userID, maxAttempts: limit) }
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

    // MARK: - Helpers

    private var maxAttempts: Int { store.reference.config.maxWrongAttempts }

    private func updateCurrentUser(_ change: @escaping (inout User) -> Void) throws {
        let userID = session.userID
        try data.update { wallet in
            guard let index = wallet.users.firstIndex(where: { $0.id == userID }) else { return }
            change(&wallet.users[index])
        }
    }
}
