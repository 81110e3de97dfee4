import SwippyData

/// A change to a list field: entries replaced at their positions and entries appended, or the whole list
/// when it shrank or was reordered. `count` is the list's length before, checked when the edit is replayed.
struct ListEdit<Element: Codable & Equatable>: Codable {
    /// One replaced entry.
    struct Entry: Codable {
        var i: Int
        var v: Element
    }

    var count: Int
    var at: [Entry]?
    var append: [Element]?
    var set: [Element]?

    /// The edit from `old` to `new`, or nil when they are equal. With `appendOnly`, a longer list whose
    /// boundary entries (first and last of the old list) are unchanged is taken as an append without
    /// comparing the rest: O(appended), see `WalletChange`.
    static func between<List: JournaledList>(_ old: List, _ new: List, appendOnly: Bool) -> ListEdit?
    where List.Element == Element {
        if WalletChange.identical(old, new) { return nil }
        if new.count < old.count { return ListEdit(count: old.count, set: Array(new)) }
        if appendOnly, new.count > old.count, boundaryUnchanged(old, new) {
            return ListEdit(count: old.count, append: Array(new[old.count...]))
        }
        var replaced: [Entry] = []
        for index in old.indices where !WalletChange.identical(old[index], new[index]) && old[index] != new[index] {
            replaced.append(Entry(i: index, v: new[index]))
        }
        let appended = Array(new[old.count...])
        if replaced.isEmpty && appended.isEmpty { return nil }
        return ListEdit(
            count: old.count, at: replaced.isEmpty ? nil : replaced, append: appended.isEmpty ? nil : appended)
    }

    private static func boundaryUnchanged<List: JournaledList>(_ old: List, _ new: List) -> Bool
    where List.Element == Element {
        guard let first = old.first, let last = old.last else { return true }
        return first == new[0] && last == new[old.count - 1]
    }

    /// Applies the edit to `list`, refusing when the list is not the one the edit was made on.
    func apply<List: JournaledList>(to list: inout List, field: String) throws(WalletChangeMismatch)
    where List.Element == Element {
        guard list.count == count else {
            throw WalletChangeMismatch(reason: "\(field): expected \(count) entries, found \(list.count)")
        }
        if let set {
            list = List(set)
            return
        }
        for entry in at ?? [] {
            guard list.indices.contains(entry.i) else {
                throw WalletChangeMismatch(reason: "\(field): no entry at \(entry.i)")
            }
            list.replaceSubrange(entry.i..<(entry.i + 1), with: CollectionOfOne(entry.v))
        }
        if let append { list.append(contentsOf: append) }
    }
}
