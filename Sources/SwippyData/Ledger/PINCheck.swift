/// The outcome of checking a PIN against its salted hash.
public enum PINCheck: Equatable, Sendable {
    /// The PIN matched; the wrong-attempt counter is back at zero.
    case accepted
    /// The PIN did not match; this many tries remain before the lock.
    case wrong(attemptsLeft: Int)
    /// Too many wrong PINs in a row: the method stays locked (across restarts) until reset.
    case locked
}
