/// What the Profile screens say in more than one place: one wording each.
enum ProfileText {

    /// "1 try", "3 tries": what is left before a lock.
    static func tries(_ count: Int) -> String {
        count == 1 ? "1 try" : "\(count) tries"
    }

    /// Why a PIN flow stopped: the PIN it checks is locked, and how to reset it.
    static func lockedLine(_ kind: ProfileFlowKind) -> String {
        kind.isTransferPIN
            ? "Transfers are locked after too many wrong transaction PINs. Choose Forgot transaction PIN to reset it."
            : "Sign-in by PIN is locked after too many wrong PINs. Choose Forgot login PIN to reset it."
    }
}
