import Foundation
import SwippyCrypto

extension WalletState {
    /// Checks the 4-digit login PIN of `userID`, counting wrong attempts in a row; the `maxAttempts`-th
    /// wrong one locks sign-in by PIN until a code sign-in succeeds or the PIN is reset. A right PIN
    /// also lifts a lock on sign-in by code, and moves a hash in the older format to PBKDF2.
    public mutating func checkLoginPIN(_ pin: String, userID: String, maxAttempts: Int) -> PINCheck {
        checkSecret(pin, userID: userID, of: PINCounter.login, maxAttempts: maxAttempts)
    }

    /// Counts a wrong one-time code at sign-in; the `maxAttempts`-th in a row locks sign-in by code
    /// until a PIN sign-in succeeds.
    public mutating func recordWrongSignInCode(userID: String, maxAttempts: Int) -> PINCheck {
        countWrong(userID: userID, on: PINCounter.signInCode, maxAttempts: maxAttempts)
    }

    /// A sign-in by one-time code succeeded: the code counter is cleared and a PIN lock is lifted.
    public mutating func recordCodeSignIn(userID: String) {
        var security = securityState(of: userID)
        security.wrongCodes = 0
        security.wrongLoginPINs = 0
        security.loginPINLocked = false
        self.security[userID] = security
    }

    /// Sets a new login PIN for `userID` and lifts a PIN lock caused by wrong attempts.
    public mutating func resetLoginPIN(_ newPIN: SecretHash, userID: String) {
        guard let index = users.firstIndex(where: { $0.id == userID }) else { return }
        users[index].loginPIN = newPIN
        var security = securityState(of: userID)
        security.wrongLoginPINs = 0
        security.loginPINLocked = false
        self.security[userID] = security
    }

    /// Adds `user` with the accounts given; refuses a mobile number that is already registered.
    public mutating func register(_ user: User, accounts newAccounts: [BankAccount]) throws(RegistrationError) {
        guard self.user(mobile: user.mobile) == nil, self.user(user.id) == nil else { throw .mobileTaken }
        users.append(user)
        accounts += newAccounts
    }
}
