import Dispatch
import Foundation
import Synchronization

/// Two independent pieces of work run at the same time, one per core (on one core, one after the other).
/// Each closure gets only `Sendable` values and returns one; the call returns when both are done.
enum SideBySide {
    static func run<A: Sendable, B: Sendable>(
        _ first: @Sendable () -> A, _ second: @Sendable () -> B
    ) -> (A, B) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
        let firstResult = Mutex<A?>(nil)
        let secondResult = Mutex<B?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 {
                let value = first()
                firstResult.withLock { $0 = value }
            } else {
                let value = second()
                secondResult.withLock { $0 = value }
            }
        }
        // concurrentPerform returns after both jobs ran, so both results are set; computed again if not.
        return (firstResult.withLock { $0 } ?? first(), secondResult.withLock { $0 } ?? second())
    }
}
