import SwippyData

/// A journal entry that does not fit the wallet it is replayed on (a count or an index that disagrees):
/// the journal and its base have diverged, so the state is refused rather than half-applied.
public struct WalletChangeMismatch: Error, Equatable, Sendable {
    /// What did not fit, e.g. "transactions: expected 25 entries, found 24".
    public let reason: String
}
