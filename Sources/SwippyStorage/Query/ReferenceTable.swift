import Foundation
import SwippyData

/// What `WalletState.usesReference` walks the history for, kept as the history grows: every distinct reference
/// (in a hash table of positions, 4 bytes a slot, compared with the transaction's own string) and every
/// distinct part of an id before a "-" (its stem: "SWT0123456789" of "SWT0123456789-D", "t" of "t-b12"), so a
/// new reference is checked in O(1) however long the history. Ids are cut at the byte of each "-", as
/// `hasPrefix` compares them.
struct ReferenceTable {
    /// Open addressing with linear probing: a position + 1 per distinct reference (0: empty), a power of two
    /// long, at most half full.
    private var slots: [UInt32] = []
    private var filled = 0
    private var stems: Set<String> = []

    /// Adds the reference and the id stems of `transactions[position]`.
    mutating func add(_ position: Int, _ transactions: [Transaction]) {
        let transaction = transactions[position]
        addStems(of: transaction.id)
        if (filled + 1) * 2 > slots.count { grow(transactions) }
        if let slot = slot(of: transaction.reference, transactions), slots[slot] == 0 {
            slots[slot] = UInt32(truncatingIfNeeded: position + 1)
            filled += 1
        }
    }

    /// True when a transaction added carries `reference` or has an id made from it (`reference` + "-" …).
    func contains(_ reference: String, _ transactions: [Transaction]) -> Bool {
        if stems.contains(reference) { return true }
        guard let slot = slot(of: reference, transactions) else { return false }
        return slots[slot] != 0
    }

    /// The slot holding `reference`, else the empty slot it would take; nil while the table is empty.
    private func slot(of reference: String, _ transactions: [Transaction]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = reference.hashValue & mask
        while slots[slot] != 0, transactions[Int(slots[slot]) - 1].reference != reference {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// Twice the slots (at least 1,024), every reference placed again.
    private mutating func grow(_ transactions: [Transaction]) {
        let old = slots
        slots = [UInt32](repeating: 0, count: max(1_024, old.count * 2))
        for entry in old where entry != 0 {
            if let slot = slot(of: transactions[Int(entry) - 1].reference, transactions) { slots[slot] = entry }
        }
    }

    private mutating func addStems(of id: String) {
        let utf8 = id.utf8
        var start = utf8.startIndex
        while let dash = utf8[start...].firstIndex(of: UInt8(ascii: "-")) {
            stems.insert(String(decoding: utf8[..<dash], as: UTF8.self))
            start = utf8.index(after: dash)
        }
    }
}
