import SwippyData
@testable import SignIn

/// Keeps a real wallet in memory, so the lock rules under test are the real ones.
@MainActor
final class FakeSignInRepository: SignInRepository {
    var wallet = WalletState(users: [TestUsers.asha, TestUsers.rahul])
    var failure: (any Error)?
    private(set) var registerCallCount = 0

    func users() -> [User] { wallet.users }
    var lastMobile: String? { wallet.settings.lastMobile }
    func securityState(of userID: String) -> SecurityState { wallet.securityState(of: userID) }

    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        if let failure { throw failure }
        return wallet.checkLoginPIN(pin, userID: userID, maxAttempts: 3)
    }

    func recordWrongSignInCode(userID: String) throws -> PINCheck {
        wallet.recordWrongSignInCode(userID: userID, maxAttempts: 3)
    }

    func recordCodeSignIn(userID: String) throws { wallet.recordCodeSignIn(userID: userID) }

    func rememberMobile(_ mobile: String) throws {
        if let failure { throw failure }
        wallet.settings.lastMobile = mobile
    }

    func register(_ user: User, accounts: [BankAccount]) throws {
        registerCallCount += 1
        try wallet.register(user, accounts: accounts)
    }
}
