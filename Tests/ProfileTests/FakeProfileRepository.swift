import SwippyData

@testable import Profile

/// Keeps a real wallet in memory, so the PIN and lock rules under test are the real ones.
@MainActor
final class FakeProfileRepository: ProfileRepository {
    var wallet = WalletState(users: [TestUsers.asha])
    var signedInID: String? = "u-asha"
    var failure: (any Error)?

    func currentUser() -> User? { signedInID.flatMap { wallet.user($0) } }
    func users() -> [User] { wallet.users }
    var settings: UserSettings { wallet.settings }
    func securityState(of userID: String) -> SecurityState { wallet.securityState(of: userID) }
    func updateName(_ name: String) throws { try change { $0.users[0].name = name } }
    func updateEmail(_ email: String) throws { try change { $0.users[0].email = email } }

    func checkLoginPIN(_ pin: String, userID: String) throws -> PINCheck {
        wallet.checkLoginPIN(pin, userID: userID, maxAttempts: 3)
    }

    func setLoginPIN(_ pin: SecretHash, userID: String) throws { try change { $0.resetLoginPIN(pin, userID: userID) } }

    func checkTransferPIN(_ pin: String, userID: String) throws -> PINCheck {
        wallet.checkTransferPIN(pin, userID: userID, maxAttempts: 3)
    }

    func setTransferPIN(_ pin: SecretHash, userID: String) throws {
        try change { $0.resetTransferPIN(pin, userID: userID) }
    }

    func setBaseCurrency(_ code: String?) throws { try change { $0.settings.baseCurrency = code } }
    func setColorEnabled(_ enabled: Bool?) throws { try change { $0.settings.colorEnabled = enabled } }

    private func change(_ body: (inout WalletState) -> Void) throws {
        if let failure { throw failure }
        body(&wallet)
    }
}
