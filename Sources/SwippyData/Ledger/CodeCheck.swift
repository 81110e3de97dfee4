import Foundation

/// The outcome of checking a one-time code.
public enum CodeCheck: Equatable, Sendable {
    /// The code matched and is now used up.
    case accepted
    /// The code did not match; it stays valid for this many more tries.
    case wrong(attemptsLeft: Int)
    /// The code was wrong too many times and is now void; a new one is needed.
    case exhausted
    /// The code is older than its validity; a new one is needed.
    case expired
    /// No code is waiting for this number and purpose (never sent, used, or replaced).
    case noCode
}
