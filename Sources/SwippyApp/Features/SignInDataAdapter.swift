import SignIn
import SwippyCore
import SwippyData

/// Adapts the wallet store to the SignIn module: users, the login PIN and sign-in code counters, the
/// remembered mobile, registration. Every change is saved through `WalletDataAdapter.update` (a failed
/// save stops the run with exit 74).
@MainActor
final class SignInDataAdapter: SignInDependency, SignInRepository {
    private let store: WalletStore
    private let data: WalletDataAdapter
    let oneTimeCodes: OneTimeCodes
    let signInClock: any WallClock

    init(store: WalletStore, data: WalletDataAdapter, clock: any WallClock, codes: OneTimeCodes) {
        self.store = store
        self.data = data
        self.signInClock = clock
        self.oneTimeCodes = codes
    }

    var signInRepository: any SignInRepository { self }
    var signInCurrencies: [Currency] { store.reference.currencies }

    // MARK: - Reading

    func users() -> [User] { store.read().users }

    var lastMobile: String? { store.read().settings.lastMobile }

    func securityState(of userID: String) -> SecurityState { store.read().securityState(of: userID) }

    // MARK: - Writing

    func checkLoginPIN(_ pin: String, userID: String, rememberMobile mobile: String?) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { wallet in
            let check = wallet.checkLoginPIN(pin, userID: userID, maxAttempts: limit)
            if check == .accepted, let mobile { wallet.settings.lastMobile = mobile }
            return check
        }
    }

    func recordWrongSignInCode(userID: String) throws -> PINCheck {
        let limit = maxAttempts
        return try data.update { $0.recordWrongSignInCode(userID: userID, maxAttempts: limit) }
    }

    func recordCodeSignIn(userID: String, rememberMobile mobile: String?) throws {
        try data.update { wallet in
            wallet.recordCodeSignIn(userID: userID)
            if let mobile { wallet.settings.lastMobile = mobile }
        }
    }

    func register(_ user: User, accounts: [BankAccount]) throws {
        try data.update { wallet in
            try wallet.register(user, accounts: accounts)
            wallet.settings.lastMobile = user.mobile
        }
    }

    private var maxAttempts: Int { store.reference.config.maxWrongAttempts }
}
