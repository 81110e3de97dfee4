import SwippyData

/// What one change did to one field of `WalletState`, ready to be written as a journal line's entry and
/// applied again when the journal is replayed. Made by a `WalletField`.
public struct WalletFieldEdit {
    /// The field's name, as in `WalletChange.fields` and in the journal line.
    public let field: String
    let encode: (inout KeyedEncodingContainer<JournalKey>) throws -> Void
    let apply: (inout WalletState) throws(WalletChangeMismatch) -> Void
}
