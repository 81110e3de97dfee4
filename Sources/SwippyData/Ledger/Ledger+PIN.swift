import Foundation

extension Ledger {
    /// The one transaction-PIN gate of every flow that moves money with the PIN (transfers, credit-line
    /// withdrawals and repayments): refuses a request already carried out, then checks the PIN with
    /// `WalletState.checkTransferPIN` (one counter, one lock). Nil when the PIN is accepted and the caller may
    /// carry the request out; otherwise the answer to give (a wrong PIN's count is part of the change to save).
    public func pinGate(_ pin: String, userID: String, requestID: String, in wallet: inout WalletState)
        -> TransferSubmission?
    {
        if wallet.completedRequests.contains(requestID) {
            return .finished(.refused(.alreadySubmitted("This transfer was already made; nothing was sent again.")))
        }
        let maxAttempts = reference.config.maxWrongAttempts
        switch wallet.checkTransferPIN(pin, userID: userID, maxAttempts: maxAttempts) {
        case .wrong(let attemptsLeft):
            return .wrongPIN(attemptsLeft: attemptsLeft)
        case .locked:
            return .finished(.refused(transfersLocked))
        case .accepted:
            return nil
        }
    }

    /// The one way a request confirmed with the transaction PIN is carried out (a transfer, a credit-line
    /// withdrawal or repayment): the PIN gate first; then a reference not yet used in `wallet` (`newReference`
    /// makes them, `isUsed` says which are taken), `carryOut` with it, and a request that was carried out is
    /// remembered so a second submit of it is refused.
    func carryOutGated(
        pin: String, userID: String, requestID: String, newReference: () -> String, isUsed: ReferenceUse,
        in wallet: inout WalletState, carryOut: (_ reference: String, _ wallet: inout WalletState) -> TransferOutcome
    ) -> TransferSubmission {
        if let refusal = pinGate(pin, userID: userID, requestID: requestID, in: &wallet) { return refusal }
        let reference = Self.unique(newReference, isUsed: isUsed, in: wallet)
        let outcome = carryOut(reference, &wallet)
        if case .sent = outcome { wallet.completedRequests.append(requestID) }
        return .finished(outcome)
    }
}
