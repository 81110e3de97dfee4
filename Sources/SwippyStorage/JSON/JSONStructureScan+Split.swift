import Dispatch
import Foundation
import SwippyData
import Synchronization

/// A large file is checked on two cores. A second scan starts at a guess, half way through the file: the
/// first `{` after a `},` there, taken to begin an element of the large array a data file holds (its
/// transactions). It checks the elements from there to the array's `]`, as the one pass would, counting
/// them from 0. The first scan reads from the start as always; when it arrives at that very offset as the
/// start of an array element, the guess is proved right and it takes the second scan's findings over: the
/// count and marks shift by the elements before, a problem's path is completed with the first scan's keys,
/// and it goes on after the `]`. When the guess was wrong (the `{` sat inside a string, say), the first scan
/// never arrives there as an element and reads the rest itself. Either way the outcome is exactly the one
/// pass's: the second scan's problem is reported only when the first found none before it, as in text order.
extension JSONStructureScan {
    /// Files smaller than this are checked in one pass: a thread costs more than it saves.
    static let splitMinimum = 8 << 20
    /// How far past the middle the guess is looked for.
    static let guessWindow = 1 << 20

    /// How the tail scan ended.
    enum TailEnding: Sendable {
        /// The array closed at offset `at` (its `]`) after `count` elements, with its marks counted from the
        /// tail's first element and the large containers inside it.
        /// The tail's elements as read, when it read every one (`JSONStructureScan+Fused`).
        case closed(at: Int, count: Int, marks: [Mark], spans: [Int: Span], read: ReadArray?)
        /// A duplicated key or inexact number: its message and the levels from the tail's array down.
        case problem(String, levels: [Level])
        case syntax(Int)
        /// Stopped before the end: the first scan finished without it (or it could not start).
        case stopped
    }

    /// What the two scans share: the tail's ending, once, and the first scan's word that it is not needed.
    final class TailResult: Sendable {
        let ending = Mutex<TailEnding?>(nil)
        let unwanted = Atomic<Bool>(false)
        let done = DispatchSemaphore(value: 0)

        func finish(_ value: TailEnding) {
            ending.withLock { $0 = value }
            done.signal()
        }

        /// Waits for the tail scan's ending (at most once per waiter; the semaphore is given back).
        func wait() -> TailEnding {
            done.wait()
            done.signal()
            return ending.withLock { $0 } ?? .stopped
        }
    }

    /// The first scan's appointment with the second: the offset of the guessed element.
    struct Handoff {
        let start: Int
        let result: TailResult

        /// Called past a comma in an array, 64 bytes or less before `start`: true when `scan` stands at the guessed
        /// element and took the tail's findings over (it then stands at the array's `]`); throws its problem.
        func isReached(by scan: inout JSONStructureScan) throws(Stop) -> Bool {
            scan.skipSpace()
            guard scan.position == start else { return false }
            scan.handoff = nil
            scan.tookOver = true
            let last = scan.levels.count - 1
            let base = scan.levels[last].index
            switch result.wait() {
            case .closed(let end, let count, let marks, let spans, let read):
                scan.takeFused(read, count: count)
                scan.levels[last].marks += marks.map { Mark(index: base + $0.index, offset: $0.offset) }
                scan.levels[last].index = base + count - 1
                scan.spans.merge(spans) { first, _ in first }
                scan.position = end
                return true
            case .problem(let message, let tailLevels):
                var array = scan.levels[last]
                array.index = base + (tailLevels.first?.index ?? 0)
                let levels = Array(scan.levels.dropLast()) + [array] + tailLevels.dropFirst()
                throw .problem(DataProblem(JSONStructureScan.path(of: levels, in: scan.bytes), message))
            case .syntax(let offset):
                throw .syntax(offset)
            case .stopped:
                scan.tookOver = false
                return false
            }
        }
    }

    /// The whole check, on two cores when the file has at least `minimum` bytes.
    mutating func runSplit(minimum: Int) -> Outcome {
        guard count >= minimum, ProcessInfo.processInfo.activeProcessorCount > 1,
            let start = Self.guess(bytes, count: count)
        else { return run() }
        let result = TailResult()
        let (address, length, fusing, mapped, meter) = (UInt(bitPattern: bytes), count, fusing, mapped, meter)
        // The tail reads the same read-only bytes, which stay valid until this call returns: it waits below.
        let thread = Thread {
            guard let bytes = UnsafePointer<UInt8>(bitPattern: address) else { return result.finish(.stopped) }
            var tail = JSONStructureScan(bytes: bytes, count: length)
            tail.fusing = fusing
            tail.mapped = mapped
            tail.meter = meter
            result.finish(tail.runTail(from: start, result: result))
        }
        thread.start()
        handoff = Handoff(start: start, result: result)
        var outcome = run()
        result.unwanted.store(true, ordering: .relaxed)
        _ = result.wait()
        if tookOver { outcome.scans = 2 }
        return outcome
    }

    /// Checks the array elements from `start` to the array's `]`.
    mutating func runTail(from start: Int, result: TailResult) -> TailEnding {
        position = start
        levels = [Level(isObject: false, start: start, keysFrom: 0)]
        tail = result
        beginFused(at: start, tail: true)
        do throws(Stop) {
            try scanValues()
            spans[start] = nil
            return .closed(
                at: position - 1, count: closed.count, marks: closed.marks, spans: spans,
                read: ready.removeValue(forKey: start))
        } catch {
            switch error {
            case .problem(let problem): return .problem(problem.message, levels: levels)
            case .syntax(let offset): return .syntax(offset)
            case .stopped: return .stopped
            }
        }
    }

    /// The guessed element: the first `{` after `}` `,` (with any spaces) from the middle on, or nil.
    static func guess(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        var index = count / 2
        let limit = min(count, index + guessWindow)
        while index < limit, let found = memchr(bytes + index, Int32(UInt8(ascii: "}")), limit - index) {
            let brace = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - bytes
            var next = brace + 1
            next = skipSpace(bytes, from: next, limit: limit)
            if next < limit, bytes[next] == UInt8(ascii: ",") {
                next = skipSpace(bytes, from: next + 1, limit: limit)
                if next < limit, bytes[next] == UInt8(ascii: "{") { return next }
            }
            index = brace + 1
        }
        return nil
    }

    private static func skipSpace(_ bytes: UnsafePointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
        return index
    }
}
