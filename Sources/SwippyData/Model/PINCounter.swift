/// One wrong-attempt counter of `SecurityState` and the lock it sets: the login PIN's, the transaction PIN's and
/// the sign-in code's all count the same way (`WalletState.checkSecret`, `WalletState.countWrong`).
struct PINCounter {
    /// The secret checked against, nil for a one-time code (checked elsewhere, only counted here).
    let hash: WritableKeyPath<User, SecretHash>?
    let wrong: WritableKeyPath<SecurityState, Int>
    let locked: WritableKeyPath<SecurityState, Bool>
    /// What a right secret lifts besides its own counter.
    let onAccepted: (inout SecurityState) -> Void

    /// The transaction PIN: its lock stops transfers until the PIN is reset.
    static var transfer: PINCounter {
        PINCounter(
            hash: \.transferPIN, wrong: \.wrongTransferPINs, locked: \.transfersLocked, onAccepted: { _ in })
    }
    /// The login PIN: a right one also lifts the sign-in code's lock.
    static var login: PINCounter {
        PINCounter(
            hash: \.loginPIN, wrong: \.wrongLoginPINs, locked: \.loginPINLocked,
            onAccepted: { security in
                security.wrongCodes = 0
                security.codeLocked = false
            })
    }
    /// The one-time code of sign-in by code.
    static var signInCode: PINCounter {
        PINCounter(hash: nil, wrong: \.wrongCodes, locked: \.codeLocked, onAccepted: { _ in })
    }
}
