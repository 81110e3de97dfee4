import Foundation
import SwippyCore
import SwippyData
import SwippyStorage

/// Wraps the state journal while `--trace` is on: each save becomes one trace line with the bytes it wrote
/// and how long saving took, e.g. `store     save 1342 bytes in 2.13 ms` (the journal line appended, or the
/// snapshot and new journal when it compacted). Under `--ephemeral` nothing reaches a disk, and the line says
/// so: `store     kept in memory (--ephemeral): 1105 bytes in 0.31 ms`, the change's payload.
final class TracedJournal: WalletJournal {
    private let inner: any WalletJournal
    private let inMemory: Bool

    init(_ inner: any WalletJournal, inMemory: Bool = false) {
        self.inner = inner
        self.inMemory = inMemory
    }

    func load(seed: WalletState) throws(DataFileError) -> SavedState? {
        try inner.load(seed: seed)
    }

    func recordedFingerprint() -> String? {
        inner.recordedFingerprint()
    }

    @discardableResult
    func save(_ change: WalletChange, resulting state: SavedState) throws(DataFileError) -> Int {
        let start = ContinuousClock.now
        let bytes: Int
        do {
            bytes = try inner.save(change, resulting: state)
        } catch {
            let elapsed = start.duration(to: .now)
            Self.record("save failed after \(Self.milliseconds(elapsed)): \(error.description)")
            throw error
        }
        let elapsed = start.duration(to: .now)
        let verb = inMemory ? "kept in memory (--ephemeral):" : "save"
        Self.record("\(verb) \(bytes) bytes in \(Self.milliseconds(elapsed))")
        return bytes
    }

    func reset() throws(DataFileError) {
        try inner.reset()
    }

    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        try inner.withExclusiveLock(body)
    }

    func catchUp(_ wallet: inout WalletState) throws(DataFileError) -> String? {
        try inner.catchUp(&wallet)
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
