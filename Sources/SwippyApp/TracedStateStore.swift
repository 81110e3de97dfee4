import Foundation
import SwippyCore
import SwippyData

/// Wraps the state store while `--trace` is on: each save becomes one trace line with the size of the
/// saved state and how long saving took, e.g. `store    save 48213 bytes in 2.13 ms`.
///
/// The size is that of the state's JSON, measured by encoding it once more after the save (only while
/// tracing): the same bytes `FileStateStore` writes, and what `--ephemeral` would write.
final class TracedStateStore: StateStore {
    private let inner: any StateStore

    init(_ inner: any StateStore) {
        self.inner = inner
    }

    func load() throws(DataFileError) -> SavedState? {
        try inner.load()
    }

    func save(_ state: SavedState) throws(DataFileError) {
        let start = ContinuousClock.now
        do {
            try inner.save(state)
        } catch {
            let elapsed = start.duration(to: .now)
            Self.record("save failed after \(Self.milliseconds(elapsed)): \(error.description)")
            throw error
        }
        let elapsed = start.duration(to: .now)
        let bytes = (try? JSONEncoder.swippy().encode(state).count).map(String.init) ?? "?"
        Self.record("save \(bytes) bytes in \(Self.milliseconds(elapsed))")
    }

    func reset() throws(DataFileError) {
        try inner.reset()
    }

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        try inner.withExclusiveLock(body)
    }

    func loadIfChanged() throws(DataFileError) -> SavedState? {
        try inner.loadIfChanged()
    }

    /// "2.13 ms": to a hundredth of a millisecond (an in-memory save takes a few hundredths).
    static func milliseconds(_ duration: Duration) -> String {
        let hundredths = max(0, Int((duration / .microseconds(10)).rounded()))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }

    /// The store is only used on the main actor (by `WalletStore.update`), where the trace lives.
    private static func record(_ text: String) {
        MainActor.assumeIsolated {
            Trace.record(.store, text)
        }
    }
}
