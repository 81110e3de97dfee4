import Foundation
import SwippyData

/// The storage primitives under `JournaledStateStore`: a saved state rebuilt from its journal, changes
/// appended as journal lines, one turn at a time across processes. Implemented by `FileJournal` (a state
/// file) and `MemoryJournal` (`--ephemeral`).
public protocol WalletJournal: AnyObject {
    /// The saved state rebuilt over `seed` (MockData's wallet), or nil when nothing was saved yet.
    func load(seed: WalletState) throws(DataFileError) -> SavedState?
    /// Records `change`, which turned the wallet this journal last loaded or saved into `state.wallet`;
    /// durable when it returns. Returns how many bytes were written.
    @discardableResult
    func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int
    /// Discards the saved state.
    func reset() throws(DataFileError)
    /// Runs `body` while holding an exclusive lock shared with every other process using the same
    /// state, waiting as long as another holds it.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T
    /// Brings `wallet` (as this journal last loaded or saved it) up to date with what other processes saved
    /// since, in place; returns the state's data fingerprint when something changed, nil when nothing did.
    func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String?
    /// The data fingerprint the saved state records, read without loading it; nil when there is none or it
    /// cannot be read. A state that fails to load over this MockData is then named as saved for other data.
    func recordedFingerprint() -> String?
}

extension WalletJournal {
    /// None: a journal that cannot tell.
    public func recordedFingerprint() -> String? { nil }
}
