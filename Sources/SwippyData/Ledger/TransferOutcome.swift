/// How a carried-out transfer ended.
public enum TransferOutcome: Equatable, Sendable {
    /// The money moved.
    case sent(TransferReceipt)
    /// Nothing moved, for this reason.
    case refused(TransferFailure)
}
