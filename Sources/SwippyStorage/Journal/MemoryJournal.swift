import Foundation
import SwippyData

/// Keeps the journal in memory only: for `--ephemeral` and for tests.
public final class MemoryJournal: WalletJournal {
    /// The last state saved.
    public private(set) var saved: SavedState?
    /// How many times `save` was called.
    public private(set) var saveCount = 0
    /// When set, `save` throws it (to test failure handling).
    public var failure: DataFileError?
    private let keepsSaved: Bool

    /// A store holding `saved`. With `keepsSaved` false (`--ephemeral`), saves are counted but the state is
    /// not kept: keeping it would share the wallet's histories, so the next change would copy them.
    public init(saved: SavedState? = nil, keepsSaved: Bool = true) {
        self.saved = saved
        self.keepsSaved = keepsSaved
    }

    public func load(seed: WalletState) throws(DataFileError) -> SavedState? { saved }

    /// Keeps `state`; the bytes are those of the change as a journal line's payload would hold it.
    @discardableResult
    public func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        if let failure { throw failure }
        if keepsSaved { saved = state }
        saveCount += 1
        return (try? change.encoded().count) ?? 0
    }

    public func reset() throws(DataFileError) { saved = nil }

    /// Runs `body`: no other process shares memory.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try body() }

    /// Always nil: no other process can change it.
    public func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? { nil }
}
