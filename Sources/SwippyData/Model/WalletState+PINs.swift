import SwippyCrypto

extension WalletState {
    /// Checks the 6-digit transaction PIN of `userID`, counting wrong attempts in a row; the
    /// `maxAttempts`-th wrong one locks transfers until the transaction PIN is reset.
    /// Used by every flow that confirms with the transaction PIN, so they share one counter.
    /// A right PIN whose stored hash is in the older format (or cheaper than new ones) is rehashed
    /// with PBKDF2, saved with the counter reset.
    public mutating func checkTransferPIN(_ pin: String, userID: String, maxAttempts: Int) -> PINCheck {
        checkSecret(pin, userID: userID, of: PINCounter.transfer, maxAttempts: maxAttempts)
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

    /// The one check of a PIN against its counter: a locked counter refuses at once; the right PIN clears the
    /// counter (and whatever else `counter.onAccepted` lifts) and moves an older hash to PBKDF2; a wrong one counts
    /// towards the lock.
    mutating func checkSecret(_ pin: String, userID: String, of counter: PINCounter, maxAttempts: Int) -> PINCheck {
        var security = securityState(of: userID)
        guard !security[keyPath: counter.locked], let index = users.firstIndex(where: { $0.id == userID }),
            let hash = counter.hash
        else { return .locked }
        guard users[index][keyPath: hash].matches(pin) else {
            return countWrong(userID: userID, on: counter, maxAttempts: maxAttempts)
        }
        security[keyPath: counter.wrong] = 0
        counter.onAccepted(&security)
        self.security[userID] = security
        if users[index][keyPath: hash].needsUpgrade { users[index][keyPath: hash] = Self.freshHash(pin) }
        return .accepted
    }

    /// Counts one more wrong attempt on `counter` of `userID`; the `maxAttempts`-th in a row locks it.
    mutating func countWrong(userID: String, on counter: PINCounter, maxAttempts: Int) -> PINCheck {
        var security = securityState(of: userID)
        guard !security[keyPath: counter.locked] else { return .locked }
        let left = Self.countWrong(&security[keyPath: counter.wrong], maxAttempts: maxAttempts)
        if left == 0 { security[keyPath: counter.locked] = true }
        self.security[userID] = security
        return security[keyPath: counter.locked] ? .locked : .wrong(attemptsLeft: left)
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
