import SwippyData

/// The wallet before a change, marked field by field (see `WalletFieldMark`), so that what the change did
/// is found in O(change): `WalletStore.update` marks its wallet, lets the change run on the draft (which
/// then holds the only reference to each history and appends to it in place, without copying it), and
/// asks the mark for the change.
struct WalletMark {
    private let fields: [WalletFieldMark]

    /// Marks `wallet`; its append-only histories are moved out of it (they live on in the draft).
    init(releasing wallet: inout WalletState) {
        var marks: [WalletFieldMark] = []
        for field in WalletChange.fields { marks.append(field.mark(&wallet)) }
        fields = marks
    }

    /// What turned the marked wallet into `new`.
    func change(to new: WalletState) -> WalletChange {
        WalletChange(edits: fields.compactMap { $0.diff(new) })
    }

    /// Turns `wallet`, grown from the marked one, back into it: each field set to its marked value, each
    /// history cut back in place. Refused, with `wallet` partly turned back, when a history did not grow from
    /// the marked one.
    func rewind(_ wallet: inout WalletState) throws(WalletChangeMismatch) {
        for field in fields { try field.rewind(&wallet) }
    }

    /// Puts the marked wallet back together from `draft` after a change that failed.
    func restore(_ wallet: inout WalletState, from draft: inout WalletState) {
        for field in fields { field.restore(&wallet, &draft) }
    }
}
