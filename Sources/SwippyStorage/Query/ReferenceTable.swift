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

    /// Room for `count` references without growing.
    private mutating func reserve(_ count: Int) {
        var size = 1_024
        while size < count * 2 { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    /// Adds the references and id stems of the rows at `positions` in `transactions` (a whole history, or the rows
    /// a catch-up adds).
    mutating func add(_ positions: Range<Int>, of transactions: TransactionLog) {
        for position in positions { addStems(of: transactions.id(at: position)) }
        var entries = positions.map { Self.entry($0, transactions.reference(at: $0)) }
        add(entries: &entries, transactions)
    }

    /// Adds the references whose `entries` (`entry`, in the order of their positions) are given: in the order of
    /// their slots, so the table is written front to back rather than a miss a row, and sorted stably, so a
    /// reference met twice keeps its first position.
    private mutating func add(entries: inout [UInt64], _ transactions: TransactionLog) {
        reserve(filled + entries.count)
        let (mask, bits) = (slots.count - 1, (slots.count.trailingZeroBitCount + 1) / 2)
        var spare = entries
        for shift in [0, bits] {
            let digit = { (entry: UInt64) in (Int(entry >> 32) & mask) >> shift & ((1 << bits) - 1) }
            var starts = [Int](repeating: 0, count: (1 << bits) + 1)
            for entry in entries { starts[digit(entry) + 1] += 1 }
            for index in 1..<starts.count { starts[index] += starts[index - 1] }
            for entry in entries {
                spare[starts[digit(entry)]] = entry
                starts[digit(entry)] += 1
            }
            swap(&entries, &spare)
        }
        for entry in entries { insert(entry, transactions) }
    }

    /// The slot entry of `reference` at `position`: the low 32 bits of its hash, then its position + 1.
    private static func entry(_ position: Int, _ reference: String) -> UInt64 {
        var text = reference
        let hash = text.withUTF8 { UInt32(truncatingIfNeeded: XXHash64.hash(UnsafeRawBufferPointer($0))) }
        return UInt64(hash) << 32 | UInt64(position + 1)
    }

    /// True when a transaction added carries `reference` or has an id made from it (`reference` + "-" …).
    func contains(_ reference: String, _ transactions: TransactionLog) -> Bool {
        if stems.contains(reference) { return true }
        guard !slots.isEmpty else { return false }
        return slots[slot(Self.entry(0, reference)) { transactions.reference(at: $0) == reference }] != 0
    }

    /// Places `entry` in its slot unless its reference is there already (room made before).
    private mutating func insert(_ entry: UInt64, _ transactions: TransactionLog) {
        let position = Int(entry & 0xFFFF_FFFF) - 1
        let slot = slot(entry) { transactions.reference(at: $0) == transactions.reference(at: position) }
        guard slots[slot] == 0 else { return }
        slots[slot] = entry
        filled += 1
    }

    /// The slot of the reference whose entry is `entry` (the hash the same in every process: a table kept in a data
    /// image is read by the next start), `same` telling whether the one at a position is it; else the empty slot
    /// it would take.
    private func slot(_ entry: UInt64, same: (Int) -> Bool) -> Int {
        let hash = entry >> 32
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            if slots[slot] >> 32 == hash, same(Int(slots[slot] & 0xFFFF_FFFF) - 1) { return slot }
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
            if !utf8[..<dash].elementsEqual(lastStem.utf8) {  // most ids share the last stem: no string made
                lastStem = String(decoding: utf8[..<dash], as: UTF8.self)
                stems.insert(lastStem)
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
        writer.append(all: slots)
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
