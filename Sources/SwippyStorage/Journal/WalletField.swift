import SwippyData

/// One stored property of `WalletState` as the journal sees it: how to tell what a change did to it
/// (cheaply: an untouched field is recognised in O(1) by `WalletChange.identical`), how to write that as a
/// line's entry, and how to read the entry back and replay it. The list of them is `WalletChange.fields`.
public struct WalletField {
    /// The property's name: the key in a journal line, and the label `Mirror` gives the stored property.
    public let name: String
    let diff: (WalletState, WalletState) -> WalletFieldEdit?
    let decode: (KeyedDecodingContainer<JournalKey>) throws -> WalletFieldEdit?
    /// Marks the field of a wallet about to be changed (see `WalletMark`).
    let mark: (inout WalletState) -> WalletFieldMark

    /// A list whose entries may be replaced in place (accounts, cards, disputes…): replaced positions and
    /// appended entries are journaled; O(entries) only when the change touched the list.
    public static func list<Element: Codable & Equatable>(
        _ name: String, _ path: WritableKeyPath<WalletState, [Element]>
    ) -> WalletField {
        listField(name, path, appendOnly: false)
    }

    /// A history that only grows (transactions, outbox…): the appended suffix is journaled, found from the
    /// count and the boundary entries, without comparing the whole history. See `WalletChange`.
    public static func appendOnly<List: JournaledList>(
        _ name: String, _ path: WritableKeyPath<WalletState, List>
    ) -> WalletField {
        listField(name, path, appendOnly: true)
    }

    /// A map by key (per-user counters, per-user settings…): changed keys are journaled.
    public static func map<Value: Codable & Equatable>(
        _ name: String, _ path: WritableKeyPath<WalletState, [String: Value]>
    ) -> WalletField {
        WalletField(
            name: name,
            diff: { old, new in
                MapEdit.between(old[keyPath: path], new[keyPath: path]).map { edit(name, edit: $0, path: path) }
            },
            decode: { container in
                try container.decodeIfPresent(MapEdit<Value>.self, forKey: JournalKey(name)).map {
                    edit(name, edit: $0, path: path)
                }
            },
            mark: { wallet in
                let old = wallet[keyPath: path]
                return WalletFieldMark(
                    diff: { new in MapEdit.between(old, new[keyPath: path]).map { edit(name, edit: $0, path: path) } },
                    restore: { _, _ in }, rewind: { $0[keyPath: path] = old })
            })
    }

    /// Any other field: its new value is journaled whole when it changed.
    public static func value<Value: Codable & Equatable>(
        _ name: String, _ path: WritableKeyPath<WalletState, Value>
    ) -> WalletField {
        WalletField(
            name: name,
            diff: { old, new in
                ValueEdit.between(old[keyPath: path], new[keyPath: path]).map { edit(name, edit: $0, path: path) }
            },
            decode: { container in
                try container.decodeIfPresent(ValueEdit<Value>.self, forKey: JournalKey(name)).map {
                    edit(name, edit: $0, path: path)
                }
            },
            mark: { wallet in
                let old = wallet[keyPath: path]
                return WalletFieldMark(
                    diff: { new in ValueEdit.between(old, new[keyPath: path]).map { edit(name, edit: $0, path: path) }
                    },
                    restore: { _, _ in }, rewind: { $0[keyPath: path] = old })
            })
    }

    // MARK: - Private

    private static func listField<List: JournaledList>(
        _ name: String, _ path: WritableKeyPath<WalletState, List>, appendOnly: Bool
    ) -> WalletField {
        WalletField(
            name: name,
            diff: { old, new in
                ListEdit.between(old[keyPath: path], new[keyPath: path], appendOnly: appendOnly)
                    .map { edit(name, edit: $0, path: path) }
            },
            decode: { container in
                try container.decodeIfPresent(ListEdit<List.Element>.self, forKey: JournalKey(name)).map {
                    edit(name, edit: $0, path: path)
                }
            },
            mark: { wallet in
                appendOnly ? markHistory(name, path, in: &wallet) : markList(name, path, in: &wallet)
            })
    }

    private static func markList<List: JournaledList>(
        _ name: String, _ path: WritableKeyPath<WalletState, List>, in wallet: inout WalletState
    ) -> WalletFieldMark {
        let old = wallet[keyPath: path]
        return WalletFieldMark(
            diff: { new in
                ListEdit.between(old, new[keyPath: path], appendOnly: false).map { edit(name, edit: $0, path: path) }
            },
            restore: { _, _ in }, rewind: { $0[keyPath: path] = old })
    }

    /// Keeps the history's count and boundary entries and takes it out of `wallet`, so the draft holds the
    /// only reference and appends in place.
    private static func markHistory<List: JournaledList>(
        _ name: String, _ path: WritableKeyPath<WalletState, List>, in wallet: inout WalletState
    ) -> WalletFieldMark {
        let count = wallet[keyPath: path].count
        let first = wallet[keyPath: path].first
        let last = wallet[keyPath: path].last
        wallet[keyPath: path] = List()
        // Whether `list` starts with the marked history: as long at least, with the same boundary entries.
        let grew = { (list: List) in
            list.count >= count && (count == 0 || (list[0] == first && list[count - 1] == last))
        }
        return WalletFieldMark(
            diff: { new in
                let list = new[keyPath: path]
                guard grew(list) else {
                    return edit(name, edit: ListEdit(count: count, set: Array(list)), path: path)
                }
                guard list.count > count else { return nil }
                return edit(name, edit: ListEdit(count: count, append: Array(list[count...])), path: path)
            },
            restore: { wallet, draft in
                if draft[keyPath: path].count > count { draft[keyPath: path].removeSubrange(count...) }
                wallet[keyPath: path] = draft[keyPath: path]
            },
            rewind: { wallet throws(WalletChangeMismatch) in
                guard grew(wallet[keyPath: path]) else {
                    throw WalletChangeMismatch(
                        reason: "\(name): did not grow from the \(count) entries it started with")
                }
                if wallet[keyPath: path].count > count { wallet[keyPath: path].removeSubrange(count...) }
            })
    }

    private static func edit<List: JournaledList>(
        _ name: String, edit: ListEdit<List.Element>, path: WritableKeyPath<WalletState, List>
    ) -> WalletFieldEdit {
        WalletFieldEdit(
            field: name,
            encode: { container in try container.encode(edit, forKey: JournalKey(name)) },
            apply: { wallet throws(WalletChangeMismatch) in try edit.apply(to: &wallet[keyPath: path], field: name) })
    }

    private static func edit<Value>(
        _ name: String, edit: MapEdit<Value>, path: WritableKeyPath<WalletState, [String: Value]>
    ) -> WalletFieldEdit {
        WalletFieldEdit(
            field: name,
            encode: { container in try container.encode(edit, forKey: JournalKey(name)) },
            apply: { wallet in edit.apply(to: &wallet[keyPath: path]) })
    }

    private static func edit<Value>(
        _ name: String, edit: ValueEdit<Value>, path: WritableKeyPath<WalletState, Value>
    ) -> WalletFieldEdit {
        WalletFieldEdit(
            field: name,
            encode: { container in try container.encode(edit, forKey: JournalKey(name)) },
            apply: { wallet in wallet[keyPath: path] = edit.set })
    }
}
