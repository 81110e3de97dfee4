import Foundation

extension Ledger {
    /// Whether a reference is taken in a wallet (`WalletState.usesReference`'s answer): the money rules ask it of
    /// each new reference they make. The app answers from the store's history index (`WalletStore.usesReference`),
    /// O(1); `walk` reads the history.
    public typealias ReferenceUse = (_ reference: String, _ wallet: WalletState) -> Bool

    /// `WalletState.usesReference`: a walk of the history.
    public static func walk(_ reference: String, _ wallet: WalletState) -> Bool {
        wallet.usesReference(reference)
    }

    /// Submits `order` with the transaction PIN of `userID`: refuses a request already carried out, counts a
    /// wrong PIN towards the lock (that count is part of the change to save), and when the PIN matches
    /// carries the order out. `newReference` makes reference numbers; one not used in the wallet yet is taken
    /// (`isUsed` says which are: the store's index in the app).
    public func send(
        _ order: TransferOrder, pin: String, userID: String, date: Date, newReference: () -> String,
        isUsed: ReferenceUse = Ledger.walk, in wallet: inout WalletState
    ) -> TransferSubmission {
        carryOutGated(
            pin: pin, userID: userID, requestID: order.requestID, newReference: newReference, isUsed: isUsed,
            in: &wallet
        ) { reference, wallet in
            carryOut(order, userID: userID, date: date, transferReference: reference, in: &wallet)
        }
    }

    /// The refusal while transfers are locked, saying how to lift the lock. One wording for Transfer, the
    /// screens that open it, and a PIN check that locks.
    public var transfersLocked: TransferFailure {
        .transfersLocked(
            "Transfers are locked after \(reference.config.maxWrongAttempts) wrong transaction PINs. To unlock them, "
                + "choose Forgot transaction PIN in profile and set a new one.")
    }

    /// The refusal when `userID`'s transfers are locked now, or nil when they are not.
    public func transferLock(of userID: String, in wallet: WalletState) -> TransferFailure? {
        wallet.securityState(of: userID).transfersLocked ? transfersLocked : nil
    }

    /// Moves the money of `order` in `wallet`, recording its transactions; every rule is checked again
    /// against `wallet` as it is now, and on a refusal `wallet` is left untouched (`Execution` checks
    /// everything before its first write).
    public func carryOut(
        _ order: TransferOrder, userID: String, date: Date, transferReference: String, in wallet: inout WalletState
    ) -> TransferOutcome {
        let execution = Execution(ledger: self, userID: userID, date: date, transferReference: transferReference)
        do {
            return .sent(try execution.move(order, in: &wallet))
        } catch {
            return .refused(error)
        }
    }

    /// Saves a paid new account as a beneficiary of `userID`; an equal one already saved is returned instead.
    public func saveBeneficiary(_ details: NewAccountDetails, userID: String, in wallet: inout WalletState)
        -> Beneficiary
    {
        if let existing = wallet.beneficiaries.first(where: {
            $0.userID == userID && $0.accountNumber == details.accountNumber && $0.ifsc == details.ifsc
        }) {
            return existing
        }
        var number = wallet.beneficiaries.count + 1
        while wallet.beneficiaries.contains(where: { $0.id == "ben-\(number)" }) { number += 1 }
        let bank = reference.ifscDirectory.first { $0.code == details.ifsc }?.bank ?? "Unknown bank"
        let saved = Beneficiary(
            id: "ben-\(number)", userID: userID, name: details.name, bankName: bank,
            accountNumber: details.accountNumber, ifsc: details.ifsc)
        wallet.beneficiaries.append(saved)
        return saved
    }

    /// A reference from `make` that `isUsed` says no transaction in `wallet` uses yet (it gives up after 20 tries
    /// and takes the last candidate).
    static func unique(_ make: () -> String, isUsed: ReferenceUse, in wallet: WalletState) -> String {
        var candidate = make()
        for _ in 0..<20 {
            guard isUsed(candidate, wallet) else { break }
            candidate = make()
        }
        return candidate
    }
}
