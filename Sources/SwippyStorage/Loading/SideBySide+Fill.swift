import Dispatch
import Foundation
import Synchronization

extension SideBySide {
    /// Arrays shorter than this are filled on one core (starting threads costs more than it saves).
    static let fillMinimum = 16_384

    /// `[make(0), make(1), … make(count - 1)]`, its parts made side by side straight into one array with
    /// `room` free slots after them (so that many appends never move it). When any element fails, the first
    /// failure (in index order) is thrown and nothing made is kept.
    static func filled<T: Sendable, Failure: Error & Sendable>(
        _ count: Int, room: Int = 0, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ make: @Sendable (Int) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        guard count >= fillMinimum, cores > 1 else {
            var result: [T] = []
            result.reserveCapacity(max(count, 0) + max(room, 0))
            for index in 0..<max(count, 0) { result.append(try make(index)) }
            return result
        }
        let parts = ranges(count, parts: cores)
        // Each part writes only its own slots; the address crosses to the threads as a plain number.
        let made = Mutex([(count: Int, failure: Failure?)](repeating: (0, nil), count: parts.count))
        let result = [T](unsafeUninitializedCapacity: count + max(room, 0)) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let address = UInt(bitPattern: base)
            DispatchQueue.concurrentPerform(iterations: parts.count) { part in
                guard let slots = UnsafeMutablePointer<T>(bitPattern: address) else { return }
                var done = 0
                var failure: Failure?
                do throws(Failure) {
                    for index in parts[part] {
                        (slots + index).initialize(to: try make(index))
                        done += 1
                    }
                } catch {
                    failure = error
                }
                made.withLock { $0[part] = (done, failure) }
            }
            let outcomes = made.withLock { $0 }
            if zip(parts, outcomes).allSatisfy({ $0.count == $1.count }) {
                initialized = count
            } else {
                for (range, outcome) in zip(parts, outcomes) {
                    (base + range.lowerBound).deinitialize(count: outcome.count)
                }
                initialized = 0
            }
        }
        if result.count == count { return result }
        let outcomes = made.withLock { $0 }
        for outcome in outcomes {
            if let failure = outcome.failure { throw failure }
        }
        // A part that neither finished nor failed cannot happen; made again in order if it did.
        return try filled(count, room: room, cores: 1, make)
    }
}
