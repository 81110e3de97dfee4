import Foundation
import SwippyData

/// The first transaction whose id an earlier transaction has, a million ids checked on two cores: each id's
/// hash is computed once (`hashes`, made side by side by the caller), then each core keeps the ids of its
/// own part of the hash space in a table of positions and compares two ids only when their hashes are equal.
/// Ids are `String`s compared with `==` and hashed with `hashValue`, exactly as a `Set<String>` would.
enum DuplicateIDs {
    /// Parts of the hash space, one per core.
    static let parts = 2

    /// The first index (in `transactions` order) whose id is one an earlier transaction has, among the ids
    /// whose hash falls in `part`; nil when there is none there. The first duplicate of all is the smallest
    /// of the parts' answers.
    static func first(in transactions: [Transaction], hashes: [Int], part: Int) -> Int? {
        guard hashes.count == transactions.count, transactions.count < Int(Int32.max) else {
            return part == 0 ? plain(transactions) : nil
        }
        var size = 16
        while size < 2 * transactions.count / parts + 2 { size *= 2 }
        let mask = size - 1
        var slots = [Int32](repeating: -1, count: size)
        for index in hashes.indices where Self.part(of: hashes[index]) == part {
            let hash = hashes[index]
            var slot = hash & mask
            while slots[slot] >= 0 {
                let earlier = Int(slots[slot])
                if hashes[earlier] == hash, transactions[earlier].id == transactions[index].id { return index }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(index)
        }
        return nil
    }

    /// The part a hash belongs to: its top bits (the low bits choose the slot).
    @inline(__always)
    static func part(of hash: Int) -> Int {
        Int(UInt(bitPattern: hash) >> 56) % parts
    }

    /// The same answer with a `Set`, for arrays too large for the table's 32-bit positions.
    static func plain(_ transactions: [Transaction]) -> Int? {
        var ids = Set<String>(minimumCapacity: transactions.count)
        for index in transactions.indices where !ids.insert(transactions[index].id).inserted {
            return index
        }
        return nil
    }
}
