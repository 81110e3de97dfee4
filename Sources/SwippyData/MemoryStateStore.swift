import Foundation

/// Keeps state in memory only: for `--ephemeral` and for tests.
public final class MemoryStateStore: StateStore {
    /// The last state saved.
    public private(set) var saved: SavedState?
    /// How many times `save` was called.
    public private(set) var saveCount = 0
    /// When set, `save` throws it (to test failure handling).
    public var failure: DataFileError?

    /// A store holding `saved`.
    public init(saved: SavedState? = nil) {
        self.saved = saved
    }

    public func load(seed: WalletState) throws(DataFileError) -> SavedState? { saved }

    /// Keeps `state`; the bytes are those of the change as a journal line's payload would hold it.
    @discardableResult
    public func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        if let failure { throw failure }
        saved = state
        saveCount += 1
        return (try? change.encoded().count) ?? 0
    }

    public func reset() throws(DataFileError) { saved = nil }

    /// Runs `body`: no other process shares memory.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try body() }

    /// Always nil: no other process can change it.
    public func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? { nil }
}
