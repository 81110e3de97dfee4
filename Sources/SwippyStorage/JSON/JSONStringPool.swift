import Foundation
import SwippyData

/// Strings that repeat across a file's records (card numbers, long account ids and merchants) made once and
/// shared: a million transactions on 10,000 cards hold 10,000 card-number strings, not a million. A value of
/// up to 15 bytes is made, not pooled: `String` holds it inline, so sharing it saves nothing, and making it is
/// quicker than finding it.
/// A value is found by a hash of its bytes in a small open-addressed table and compared with the one
/// candidate's bytes as the pool keeps them. The pooled fields of a million transactions make millions of
/// lookups of values of a few words, so the hash reads eight bytes at a time and mixes once at the end.
struct JSONStringPool {
    private var strings: [String] = []
    private var hashes: [UInt64] = []
    /// Each pooled string's UTF-8, one after another, and where each starts (one more than `strings`).
    private var utf8: [UInt8] = []
    private var starts: [Int] = [0]
    /// Indexes into `strings` by hash, -1 for an empty slot; four times `capacity` slots, so probes are short
    /// and always reach an empty slot. Made at the first lookup (most decoders never pool a string).
    private var slots: [Int32] = []
    private let size: Int
    /// How many distinct strings are kept; a field whose values rarely repeat stops growing the pool here.
    private let capacity: Int

    /// The strings of up to 16 bytes made last, 256 of them, each found by its first eight bytes as they stood
    /// in the text (a shorter one's quote and what followed included) and checked by its last eight.
    private var recent: [(head: UInt64, tail: UInt64, count: Int, string: String)] = []

    /// The most UTF-8 bytes a `String` holds inline.
    static let inlineBytes = 15

    init(capacity: Int = 64) {
        self.capacity = capacity
        var size = 4
        while size < capacity * 4 { size *= 2 }
        self.size = size
    }

    /// The string equal to the UTF-8 `bytes`: pooled (made and pooled when new), or made when it is short.
    /// Inlined, so a short value costs its caller no call into the pool.
    @inline(__always)
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        bytes.count <= Self.inlineBytes ? String(decoding: bytes, as: UTF8.self) : pooled(bytes)
    }

    /// The string whose opening quote is at `quote` (before `end`) when it is a recent one, and its UTF-8 count.
    /// Only its two words and its closing quote are compared: a string is kept only when it had no escape, so
    /// bytes equal to its are plain and end at that quote.
    @inline(__always)
    func recent(at quote: UnsafePointer<UInt8>, before end: UnsafePointer<UInt8>) -> (String, count: Int)? {
        let start = quote + 1
        guard end - start > 16, quote[0] == UInt8(ascii: "\""), !recent.isEmpty else { return nil }
        let head = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
        let kept = recent[Self.slot(head)]
        guard kept.head == head, kept.count >= 0, start[kept.count] == UInt8(ascii: "\""),
            kept.count <= 8 || UnsafeRawPointer(start + kept.count - 8).loadUnaligned(as: UInt64.self) == kept.tail
        else { return nil }
        return (kept.string, kept.count)
    }

    /// Keeps `string`, just made from the `count` unescaped bytes at `start` (before `end`), as a recent one.
    @inline(__always)
    mutating func keep(_ string: String, at start: UnsafePointer<UInt8>, count: Int, before end: UnsafePointer<UInt8>) {
        guard count <= 16, end - start > 16 else { return }
        if recent.isEmpty { recent = Array(repeating: (0, 0, -1, ""), count: 256) }
        let head = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self)
        let tail = count > 8 ? UnsafeRawPointer(start + count - 8).loadUnaligned(as: UInt64.self) : 0
        recent[Self.slot(head)] = (head, tail, count, string)
    }

    @inline(__always)
    private static func slot(_ head: UInt64) -> Int {
        Int(truncatingIfNeeded: (head &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// The pooled string equal to `bytes`, made and pooled when new.
    private mutating func pooled(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if slots.isEmpty { slots = [Int32](repeating: -1, count: size) }
        let mask = size - 1
        let hash = Self.hash(UnsafeRawBufferPointer(bytes))
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, spells(index, bytes) { return strings[index] }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: bytes, as: UTF8.self)
        if strings.count < capacity {
            slots[slot] = Int32(strings.count)
            strings.append(made)
            hashes.append(hash)
            utf8.append(contentsOf: bytes)
            starts.append(utf8.count)
        }
        return made
    }

    /// A hash of `bytes`: each eight bytes (the last word read where it ends, overlapping the one before) folded
    /// in with a multiply, the length added, and the bits mixed (the table's slot is its low bits).
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            var offset = 0
            while offset < count - 8 {
                hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
                offset += 8
            }
            hash = (hash ^ base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
        } else {
            var word: UInt64 = 0
            for index in 0..<count { word |= UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << (8 * index) }
            hash = (hash ^ word) &* 0xC4CE_B9FE_1A85_EC53
        }
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        return hash ^ (hash >> 29)
    }

    /// Whether pooled string `index` is spelled by `bytes`.
    private func spells(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[index]
        guard starts[index + 1] - start == bytes.count else { return false }
        return utf8.withUnsafeBufferPointer { kept in
            guard let left = kept.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left + start, right, bytes.count) == 0
        }
    }
}
