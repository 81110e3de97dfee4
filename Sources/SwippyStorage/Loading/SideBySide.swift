import Dispatch
import Foundation
import SwippyData
import Synchronization

/// Independent pieces of work run at the same time, one per core (on one core, one after the other).
/// Each piece gets its number and returns a `Sendable` value; the call returns when all are done.
enum SideBySide {
    /// `body(0)`, `body(1)`, … `body(count - 1)`, run side by side, in that order in the result.
    static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        guard count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else { return (0..<max(count, 0)).map(body) }
        let results = Mutex([T?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let value = body(part)
            results.withLock { $0[part] = value }
        }
        // concurrentPerform returns after every piece ran, so every result is set; computed again if not.
        let done = results.withLock { $0 }
        return done.indices.map { done[$0] ?? body($0) }
    }

    /// `0..<count` cut into `parts` ranges as even as can be, in order.
    static func ranges(_ count: Int, parts: Int) -> [Range<Int>] {
        let parts = max(parts, 1)
        return (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
    }
}
