import Foundation
import SwippyData
import SwippyText

/// One linear pass over JSON bytes that checks what the fast decoder relies on and what `JSONDecoder`
/// would accept silently: the syntax (strict JSON, UTF-8 text), a key given twice in one object (Foundation
/// keeps one of the values) and a number with more significant digits, or a larger exponent, than `Decimal`
/// holds exactly (Foundation rounds it).
///
/// It tracks, per nesting level, the keys seen (as byte ranges, compared without making strings) and the
/// current key or index, so a problem is named by its path (`accounts[0].balance`); a syntax error is named
/// by its byte offset, turned into a line and column by `JSONTextPosition`. The work is one look at each
/// byte, no recursion (deep nesting cannot exhaust the stack). Containers larger than `spanThreshold` bytes
/// are remembered with their end and element count, so the decoder can skip them or reserve room at once.
struct JSONStructureScan {
    /// Significant digits `Decimal` always holds exactly (its mantissa is 128 bits).
    static let maxSignificantDigits = 38
    /// The exponents `Decimal` can represent.
    static let exponentRange = -128...127
    /// Containers at least this many bytes long are listed in `Outcome.spans`.
    static let spanThreshold = 4_096

    /// Every `markStride`-th element of an array is marked by its offset, so a large array can be split
    /// into parts decoded side by side (`JSONByteDecoder+Parallel`).
    static let markStride = 1_024

    /// A large array or object: the offset just past its closing bracket, how many elements it holds, and
    /// for an array where some of its elements begin, in order: every `markStride`-th element, counted from
    /// the start or, when the array was scanned in two halves side by side, from where the second half began.
    struct Span: Sendable {
        let end: Int
        let count: Int
        var marks: [Mark] = []
    }

    /// Element `index` of an array begins at or after `offset` (just past the comma before it).
    struct Mark: Sendable, Equatable {
        let index: Int
        let offset: Int
    }

    /// What the pass found: the first duplicated key or inexact number, or the offset of the first syntax
    /// error, whichever comes first in the text (at most one of the two), and the large containers by start.
    struct Outcome: Sendable {
        var problem: DataProblem?
        var syntaxError: Int?
        var spans: [Int: Span] = [:]
        /// 2 when a second scan checked part of the text side by side and its findings were taken over.
        var scans = 1
        /// The arrays of transactions read in the same pass (`JSONStructureScan+Fused`), by their start.
        var ready: [Int: ReadArray] = [:]
    }

    /// The first duplicated key or inexact number in `data`, or nil (also nil when the syntax breaks first:
    /// the decoder reports that one, with its line and column).
    static func firstProblem(in data: Data) -> DataProblem? {
        data.withUnsafeBytes { check($0).problem }
    }

    /// The whole check of `buffer`; from `splitMinimum` bytes on, on two cores (`JSONStructureScan+Split`).
    /// `fused: true` also reads the arrays of transactions (`JSONStructureScan+Fused`, the one pass), giving a
    /// `mapped` file's pages back behind them; other pages are kept, as the decoding after it reads them.
    static func check(
        _ buffer: UnsafeRawBufferPointer, splitMinimum: Int = splitMinimum, fused: Bool = false, mapped: Bool = false
    ) -> Outcome {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count > 0 else {
            return Outcome(syntaxError: 0)
        }
        var scan = JSONStructureScan(bytes: base, count: buffer.count)
        scan.fusing = fused
        scan.mapped = mapped
        scan.meter = fused ? WorkProgress.current : nil
        return scan.runSplit(minimum: splitMinimum)
    }

    struct Level: Sendable {
        var isObject: Bool
        var start: Int
        var index = 0
        var key = JSONKeyRange(start: 0, count: 0, decoded: nil)
        var keysFrom = 0
        var keySet: Set<String>?
        /// One bit per key hash seen in this object: a key whose bit is clear cannot be a duplicate.
        var keyBits: UInt64 = 0
        /// For an array: where every `markStride`-th element begins (see `Span.marks`).
        var marks: [Mark] = []
    }

    let bytes: UnsafePointer<UInt8>
    let count: Int
    var position = 0
    var levels: [Level] = []
    var keys: [JSONKeyRange] = []
    var spans: [Int: Span] = [:]
    /// Where a second scan, side by side, took over an array's elements (see `JSONStructureScan+Split`).
    var handoff: Handoff?
    /// Whether the handoff's findings were taken over.
    var tookOver = false
    /// For that second scan: where the first says it is no longer needed.
    var tail: TailResult?
    /// The elements and marks of the last container closed (how a tail scan reports its array).
    var closed = (count: 0, marks: [Mark]())
    /// Whether arrays of transactions are read in the same pass (`JSONStructureScan+Fused`), the file is
    /// mapped (its pages may be given back behind them) and who hears how far the reading came.
    var fusing = false
    var mapped = false
    var meter: WorkProgress?
    /// The array of transactions being read, and those read whole.
    var fused: Fused?
    var ready: [Int: ReadArray] = [:]

    init(bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    /// Either a problem, a syntax error at an offset, or nil to go on.
    enum Stop: Error {
        case problem(DataProblem)
        case syntax(Int)
        /// A tail scan told to stop (see `JSONStructureScan+Split`).
        case stopped
    }

    mutating func run() -> Outcome {
        do throws(Stop) {
            // A UTF-8 byte order mark is allowed before the value, as Foundation allows it.
            if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
            try scanValues()
            skipSpace()
            if position < count { throw Stop.syntax(position) }
            return Outcome(spans: spans, ready: ready)
        } catch {
            switch error {
            case .problem(let problem): return Outcome(problem: problem)
            case .syntax(let offset): return Outcome(syntaxError: offset)
            case .stopped: return Outcome(syntaxError: position)
            }
        }
    }

    /// Reads values until the top-level value ends.
    mutating func scanValues() throws(Stop) {
        while true {
            skipSpace()
            guard position < count else { throw .syntax(position) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                // An element of the array of transactions being read: read, not only checked.
                if fused != nil, byte == UInt8(ascii: "{"), readFusedElement() { break }
                let isObject = byte == UInt8(ascii: "{")
                levels.append(Level(isObject: isObject, start: position, keysFrom: keys.count))
                position += 1
                skipSpace()
                if position < count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    close(elements: 0)
                } else {
                    if isObject { try readKey() } else { beginFused(at: levels[levels.count - 1].start) }
                    continue
                }
            case UInt8(ascii: "\""):
                position = try skipString(from: position)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try checkNumber()
            default:
                try checkLiteral()
            }
            guard try afterValue() else { return }
        }
    }

    /// After a value: commas and closing brackets, up to the next value. False when the top-level value ended.
    private mutating func afterValue() throws(Stop) -> Bool {
        while let last = levels.indices.last {
            skipSpace()
            guard position < count else { throw .syntax(position) }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ",") {
                levels[last].index += 1
                if levels[last].isObject {
                    try readKey()
                    return true
                }
                if levels[last].index % Self.markStride == 0 {
                    levels[last].marks.append(Mark(index: levels[last].index, offset: position))
                }
                // The handoff and the tail are looked at only where they matter: an element takes no reference.
                if let start = handoff?.start, (position...position + 64).contains(start), let handoff,
                    try handoff.isReached(by: &self)
                {
                    continue
                }
                if last == 0, levels[0].index & 1_023 == 0, let tail, tail.unwanted.load(ordering: .relaxed) {
                    throw .stopped
                }
                return true
            }
            guard byte == (levels[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                throw .syntax(position - 1)
            }
            close(elements: levels[last].index + 1)
        }
        return false
    }

    /// Ends the innermost container, remembering it when it is large.
    private mutating func close(elements: Int) {
        if fused != nil { closeFused(elements: elements) }
        guard let level = levels.popLast() else { return }
        closed = (elements, level.marks)
        keys.removeSubrange(level.keysFrom...)
        if position - level.start >= Self.spanThreshold {
            spans[level.start] = Span(end: position, count: elements, marks: level.marks)
        }
    }

    // MARK: - Keys

    /// Reads `"key":` into the current level; a key seen before in this object is a problem.
    private mutating func readKey() throws(Stop) {
        skipSpace()
        guard position < count, bytes[position] == UInt8(ascii: "\"") else { throw .syntax(position) }
        let start = position + 1
        let end = try skipString(from: position)
        let hasEscape = memchr(bytes + start, Int32(UInt8(ascii: "\\")), end - 1 - start) != nil
        let decoded = hasEscape ? JSONText.string(bytes, from: start, to: end - 1) : nil
        let key = JSONKeyRange(start: start, count: end - 1 - start, decoded: decoded)
        position = end
        skipSpace()
        guard position < count, bytes[position] == UInt8(ascii: ":") else { throw .syntax(position) }
        position += 1
        let last = levels.count - 1
        levels[last].key = key
        if try isDuplicate(key, level: last) {
            throw .problem(DataProblem(path(), "duplicate key " + SafeText.quoted(key.text(in: bytes))))
        }
    }

    /// Whether `key` was seen before in the object at `level`; records it. Small objects compare bytes,
    /// a large one (a map keyed by ids) keeps a set.
    mutating func isDuplicate(_ key: JSONKeyRange, level: Int) throws(Stop) -> Bool {
        if levels[level].keySet != nil {
            return levels[level].keySet?.insert(key.text(in: bytes)).inserted == false
        }
        let from = levels[level].keysFrom
        let bit = UInt64(1) << (key.hash(in: bytes) & 63)
        if levels[level].keyBits & bit != 0 {
            for index in from..<keys.count where keys[index].equals(key, in: bytes) { return true }
        }
        levels[level].keyBits |= bit
        keys.append(key)
        if keys.count - from > 32 {
            levels[level].keySet = Set(keys[from...].map { $0.text(in: bytes) })
        }
        return false
    }

    /// `accounts[0].balance`: the keys and indexes that lead to the current value.
    func path() -> String {
        Self.path(of: levels, in: bytes)
    }

    /// The path `levels` lead to.
    static func path(of levels: [Level], in bytes: UnsafePointer<UInt8>) -> String {
        var result = ""
        for level in levels {
            if level.isObject {
                let key = SafeText.clean(level.key.text(in: bytes), limit: SafeText.errorValueLimit)
                result += (result.isEmpty ? "" : ".") + key
            } else {
                result += "[\(level.index)]"
            }
        }
        return result.isEmpty ? "(top level)" : result
    }
}
