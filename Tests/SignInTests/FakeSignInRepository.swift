import SwippyData

@testable import SignIn

/// Keeps a real wallet in memory, so the lock rules under test are the real ones.
@MainActor
final class FakeSignInRepository: SignInRepository {
    var wallet = WalletState(users: [TestUsers.asha, TestUsers.rahul])
    var failure: (any Error)?
    private(set) var registerCallCount = 0
    /// How many saved changes the flow asked for (each write intent is one journal line in the app).
    private(set) var saveCount = 0

    func users() -> [User] { wallet.users }
    var lastMobile: String? { wallet.settings.lastMobile }
    func securityState(of userID: String) -> SecurityState { wallet.securityState(of: userID) }

    func checkLoginPIN(_ pin: String, userID: String, rememberMobile mobile: String?) throws -> PINCheck {
        if let failure { throw failure }
        saveCount += 1
        let check = wallet.checkLoginPIN(pin, userID: userID, maxAttempts: 3)
        if check == .accepted, let mobile { wallet.settings.lastMobile = mobile }
        return check
    }

    func recordWrongSignInCode(userID: String) throws -> PINCheck {
        saveCount += 1
        return wallet.recordWrongSignInCode(userID: userID, maxAttempts: 3)
    }

    func recordCodeSignIn(userID: String, rememberMobile mobile: String?) throws {
        if let failure { throw failure }
        saveCount += 1
        wallet.recordCodeSignIn(userID: userID)
        if let mobile { wallet.settings.lastMobile = mobile }
    }

    func register(_ user: User, accounts: [BankAccount]) throws {
        registerCallCount += 1
        saveCount += 1
        try wallet.register(user, accounts: accounts)
        wallet.settings.lastMobile = user.mobile
    }
}
