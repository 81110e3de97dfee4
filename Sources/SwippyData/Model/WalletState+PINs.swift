import SwippyCrypto

extension WalletState {
    /// Checks the 6-digit transaction PIN of `userID`, counting wrong attempts in a row; the
    /// `maxAttempts`-th wrong one locks transfers until the transaction PIN is reset.
    /// Used by every flow that confirms with the transaction PIN, so they share one counter.
    /// A right PIN whose stored hash is in the older format (or cheaper than new ones) is rehashed
    /// with PBKDF2, saved with the counter reset.
    public mutating func checkTransferPIN(_ pin: String, userID: String, maxAttempts: Int) -> PINCheck {
        var security = securityState(of: userID)
        guard !security.transfersLocked, let index = users.firstIndex(where: { $0.id == userID }) else {
            return .locked
        }
        if users[index].transferPIN.matches(pin) {
            security.wrongTransferPINs = 0
            self.security[userID] = security
            if users[index].transferPIN.needsUpgrade { users[index].transferPIN = Self.freshHash(pin) }
            return .accepted
        }
        let left = Self.countWrong(&security.wrongTransferPINs, maxAttempts: maxAttempts)
        if left == 0 { security.transfersLocked = true }
        self.security[userID] = security
        return security.transfersLocked ? .locked : .wrong(attemptsLeft: left)
    }

    /// Sets a new transaction PIN for `userID` and lifts a lock caused by wrong attempts.
    public mutating func resetTransferPIN(_ newPIN: SecretHash, userID: String) {
        guard let index = users.firstIndex(where: { $0.id == userID }) else { return }
        users[index].transferPIN = newPIN
        var security = securityState(of: userID)
        security.wrongTransferPINs = 0
        security.transfersLocked = false
        self.security[userID] = security
    }

    /// Counts one more wrong attempt in `count` and returns the tries left (0 means lock now). The
    /// limit is at least 1, and the count is first brought within 0..<limit, so a counter from a file
    /// can neither overflow nor promise more tries than the limit.
    static func countWrong(_ count: inout Int, maxAttempts: Int) -> Int {
        let limit = max(1, maxAttempts)
        count = min(max(count, 0), limit - 1) + 1
        return limit - count
    }

    /// A new PBKDF2 hash of a PIN that was just typed right, with a fresh salt.
    static func freshHash(_ pin: String) -> SecretHash {
        var random = SystemRandomNumberGenerator()
        return SecretHash.make(pin, using: &random)
    }
}
