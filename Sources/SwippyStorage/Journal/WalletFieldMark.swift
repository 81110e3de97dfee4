import SwippyData

/// One field as it stood before a change, kept just well enough to tell what the change did to it: the old
/// value itself (shared storage, no copy), or for an append-only history only its count and boundary
/// entries, the history itself being handed to the draft so that appending to it never copies it.
struct WalletFieldMark {
    /// What the change did to the field, given the wallet after it.
    let diff: (WalletState) -> WalletFieldEdit?
    /// Puts the field back into `wallet` from `draft` after a change that failed (an append-only history
    /// is cut back to its old count, in place).
    let restore: (inout WalletState, inout WalletState) -> Void
    /// Sets the field of a wallet grown from the marked one back to what was marked: the old value itself, or
    /// a history cut back to its old count in place (refused when its boundary entries are not the old ones).
    let rewind: (inout WalletState) throws(WalletChangeMismatch) -> Void
}
