import Foundation
import SwippyData

/// What one committed change did to the wallet, field by field: the payload of one journal line.
///
/// O(change), not O(history): a field the change did not touch still shares its storage with the wallet
/// before (Swift's copy-on-write), so `identical` — a comparison of the field's few bytes, the array's or
/// dictionary's storage reference — skips it without looking at its entries. A touched list is compared
/// entry by entry, except an `appendOnly` history (transactions, outbox, completed requests), where a longer
/// list with unchanged first and last entries is recorded as the appended suffix: the money rules only ever
/// append to those, and the simulation test replays every change of 100,000 operations through the journal
/// and compares, so a rule that edited history in place would be caught there.
public struct WalletChange {
    /// The edited fields, in `fields` order.
    public let edits: [WalletFieldEdit]

    /// True when nothing changed.
    public var isEmpty: Bool { edits.isEmpty }

    /// The change that turns `old` into `new`.
    public static func between(_ old: WalletState, _ new: WalletState) -> WalletChange {
        WalletChange(edits: fields.compactMap { $0.diff(old, new) })
    }

    /// `wallet` with the change applied; throws when the change was made on another wallet.
    public func applied(to wallet: WalletState) throws(WalletChangeMismatch) -> WalletState {
        var result = wallet
        try apply(to: &result)
        return result
    }

    /// Applies the change to `wallet` in place (appending to its histories without copying them when it
    /// holds the only reference); throws when the change was made on another wallet, which may then be
    /// partly changed.
    public func apply(to wallet: inout WalletState) throws(WalletChangeMismatch) {
        for edit in edits { try edit.apply(&wallet) }
    }

    /// The compact one-line JSON of the change (no newline inside: JSON escapes them in strings).
    public func encoded() throws -> Data {
        try Self.encoder().encode(self)
    }

    /// The change in `data`, as `encoded()` wrote it, read as MockData is (`JSONFile`: strict JSON, every
    /// string cut to `DisplayBound`). An unknown field is an error; its location is the path in the change.
    public static func decode(_ data: Data) throws(DataFileError) -> WalletChange {
        try JSONFile.decode(WalletChange.self, from: data, file: "")
    }

    /// True when `a` and `b` are the same bytes: the same storage for arrays and dictionaries, the same
    /// fields for small structs. O(size of the value itself), never of what it references; a false
    /// answer only means "compare properly".
    static func identical<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { left in
            withUnsafeBytes(of: b) { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return left.count == right.count }
                return left.count == right.count && memcmp(l, r, left.count) == 0
            }
        }
    }

    /// The encoder for journal lines: compact, dates as ISO 8601 text, like the state file's.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder.swippy()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// A change as JSON: one key per edited field (a journal line's payload, and a snapshot's `change`).
extension WalletChange: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JournalKey.self)
        for edit in edits { try edit.encode(&container) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JournalKey.self)
        let fields = WalletChange.fields
        let known = Set(fields.map(\.name))
        if let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [unknown], debugDescription: "not a field of the wallet"))
        }
        self.init(edits: try fields.compactMap { try $0.decode(container) })
    }
}
