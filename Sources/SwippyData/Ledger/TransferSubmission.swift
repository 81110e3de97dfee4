/// The answer to a transfer submitted with a transaction PIN.
public enum TransferSubmission: Equatable, Sendable {
    /// The PIN was wrong; this many tries are left before transfers lock. Nothing moved.
    case wrongPIN(attemptsLeft: Int)
    /// The PIN was right (or transfers are locked): the transfer was carried out or refused.
    case finished(TransferOutcome)
}
