import Foundation
import SwippyCrypto
import SwippyData

/// What `WalletState.usesReference` walks the history for, kept as the history grows: every distinct reference
/// (in a hash table of positions, compared with the transaction's own string) and every distinct part of an id
/// before a "-" (its stem: "SWT0123456789" of "SWT0123456789-D", "t" of "t-b12"), so a new reference is checked
/// in O(1) however long the history. Ids are cut at the byte of each "-", as `hasPrefix` compares them.
struct ReferenceTable {
    /// Open addressing with linear probing, a power of two long and at most half full: per distinct reference,
    /// the low 32 bits of its hash (its slot, and a tag that spares reading a transaction whose hash differs)
    /// and its position + 1 (0: empty), 8 bytes a slot.
    private var slots: [UInt64] = []
    private var filled = 0
    private var stems: Set<String> = []
    /// The stem added last: a history whose ids share one ("t-b1", "t-b2") hashes it once.
    private var lastStem = ""

    /// Room for `count` references without growing (building from a whole history).
    mutating func reserve(_ count: Int) {
        var size = 1_024
        while size < count * 2 { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    /// Adds the reference and the id stems of `transaction`, the one at `position` in `transactions`.
    mutating func add(_ position: Int, _ transaction: Transaction, _ transactions: TransactionLog) {
        addStems(of: transaction.id)
        if (filled + 1) * 2 > slots.count { resize(to: max(1_024, slots.count * 2)) }
        let hash = Self.hash(transaction.reference)
        let slot = slot(of: transaction.reference, hash, transactions)
        guard slots[slot] == 0 else { return }
        slots[slot] = UInt64(hash) << 32 | UInt64(position + 1)
        filled += 1
    }

    /// True when a transaction added carries `reference` or has an id made from it (`reference` + "-" …).
    func contains(_ reference: String, _ transactions: TransactionLog) -> Bool {
        if stems.contains(reference) { return true }
        guard !slots.isEmpty else { return false }
        return slots[slot(of: reference, Self.hash(reference), transactions)] != 0
    }

    /// The same in every process (a table kept in a data image is read by the next start).
    private static func hash(_ reference: String) -> UInt32 {
        var text = reference
        return text.withUTF8 { UInt32(truncatingIfNeeded: XXHash64.hash(UnsafeRawBufferPointer($0))) }
    }

    /// The slot holding `reference` (hashed to `hash`), else the empty slot it would take.
    private func slot(of reference: String, _ hash: UInt32, _ transactions: TransactionLog) -> Int {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry >> 32) == hash,
                transactions.reference(at: Int(entry & 0xFFFF_FFFF) - 1) == reference
            {
                return slot
            }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// `size` slots, every reference placed again from its kept hash (no string read).
    private mutating func resize(to size: Int) {
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for entry in old where entry != 0 {
            var slot = Int(entry >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    private mutating func addStems(of id: String) {
        let utf8 = id.utf8
        var start = utf8.startIndex
        while let dash = utf8[start...].firstIndex(of: UInt8(ascii: "-")) {
            let stem = String(decoding: utf8[..<dash], as: UTF8.self)
            if stem != lastStem {
                stems.insert(stem)
                lastStem = stem
            }
            start = utf8.index(after: dash)
        }
    }
}

extension ReferenceTable {
    /// How many slots the table has (what its image takes: 8 bytes each).
    var slotCount: Int { slots.count }

    /// Appends the table to a data image: its slots, how many are filled, the stems and the last stem.
    func write(into writer: inout ImageBytesWriter) {
        writer.append(UInt64(slots.count))
        for slot in slots { writer.append(slot) }
        writer.append(UInt64(filled))
        writer.append(UInt64(stems.count))
        for stem in stems.sorted() { writer.append(text: stem) }
        writer.append(text: lastStem)
    }

    /// The table `write` appended, each slot's position checked to be one of the first `positions`.
    init(reading reader: inout ImageBytesReader, positions: Int) throws(DataImageRefusal) {
        let count = try reader.count(bytesEach: 8)
        guard count == 0 || (count >= 1_024 && count & (count - 1) == 0) else {
            throw .corrupt("the stored references have no valid size")
        }
        let region = try reader.region(count * 8)
        var filled = 0
        slots = try [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized throws(DataImageRefusal) in
            for index in 0..<count {
                let entry = region.item(index, as: UInt64.self)
                guard Int(entry & 0xFFFF_FFFF) <= positions else {
                    throw .corrupt("a stored reference is past the rows")
                }
                if entry != 0 { filled += 1 }
                buffer.initializeElement(at: index, to: entry)
                initialized = index + 1
            }
        }
        guard try reader.read(UInt64.self) == UInt64(filled), filled * 2 <= max(count, 1) else {
            throw .corrupt("the stored references do not add up")
        }
        self.filled = filled
        let stemCount = try reader.count(bytesEach: 4)
        for _ in 0..<stemCount { stems.insert(try reader.text()) }
        lastStem = try reader.text()
    }
}
