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
}
