import Foundation
import SwippyData

/// Strings that repeat across a file's records (account ids, currencies, categories, merchants) made
/// once and shared: a million transactions on six accounts hold six account-id strings, not a million.
/// A value is found by a hash of its bytes in a small open-addressed table, so a lookup compares bytes
/// with one candidate, not with every pooled string of the same length.
struct JSONStringPool {
    private var strings: [String] = []
    private var hashes: [UInt64] = []
    /// Indexes into `strings` by hash, -1 for an empty slot; four times `capacity` slots, so probes are short
    /// and always reach an empty slot. Made at the first lookup (most decoders never pool a string).
    private var slots: [Int32] = []
    private let size: Int
    /// How many distinct strings are kept; a field whose values rarely repeat stops growing the pool here.
    private let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        var size = 4
        while size < capacity * 4 { size *= 2 }
        self.size = size
    }

    /// The pooled string equal to the UTF-8 `bytes`, made and pooled when new.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if slots.isEmpty { slots = [Int32](repeating: -1, count: size) }
        let mask = size - 1
        let hash = Self.hash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, Self.equal(strings[index], bytes) { return strings[index] }
            slot = (slot + 1) & mask
        }
        let made = String(decoding: bytes, as: UTF8.self)
        if strings.count < capacity {
            slots[slot] = Int32(strings.count)
            strings.append(made)
            hashes.append(hash)
        }
        return made
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        return string.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let left = utf8.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, bytes.count) == 0
        } ?? string.utf8.elementsEqual(bytes)
    }
}
