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

    public func load() throws(DataFileError) -> SavedState? { saved }

    public func save(_ state: SavedState) throws(DataFileError) {
        if let failure { throw failure }
        saved = state
        saveCount += 1
    }

    public func reset() throws(DataFileError) { saved = nil }

    /// Runs `body`: no other process shares memory.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T { try body() }

    /// Always nil: no other process can change it.
    public func loadIfChanged() throws(DataFileError) -> SavedState? { nil }
}
