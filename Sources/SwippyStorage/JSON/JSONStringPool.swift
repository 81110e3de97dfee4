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
