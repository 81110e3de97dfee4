import Foundation

extension Ledger {
    /// Why a deposit cannot come from `source` now, or nil when it can: "Bank transfer" always can; a source that
    /// names one of `userID`'s cards can only when money can be drawn from it at `date` (`drawRefusal`: it has a
    /// credit line and is not blocked, inactive or expired); any other source is refused. Asked when the source
    /// is chosen, before the amount and before any PIN.
    public func depositRefusal(from source: String, userID: String, date: Date, in wallet: WalletState)
        -> TransferFailure?
    {
        if source == Self.bankTransferSource { return nil }
        guard let funding = card(named: source, userID: userID, in: wallet) else {
            return .invalidInput("Choose where the money comes from: one of your cards or \(Self.bankTransferSource).")
        }
        return drawRefusal(funding.card, at: date)
    }

    /// The credit line a deposit from `source` draws on: the line of the card `source` names; nil for an outside
    /// source ("Bank transfer") or a card with no credit line.
    public func depositLine(from source: String, userID: String, in wallet: WalletState) -> CreditLine? {
        card(named: source, userID: userID, in: wallet).flatMap {
            creditLine(at: $0.position, userID: userID, in: wallet)
        }
    }

    /// Add money from a card, confirmed with the transaction PIN: the one PIN gate of Credit's withdrawal
    /// (`carryOutGated`), then the one cash-draw rule (`drawCash`), so both ask the same and move the same.
    /// A source that names no card of `userID` is refused before the PIN; on any refusal nothing moves.
    public func submitDeposit(
        _ amount: Decimal, into accountID: String, from source: String, pin: String, userID: String, date: Date,
        requestID: String, newReference: () -> String, isUsed: ReferenceUse = Ledger.walk,
        in wallet: inout WalletState
    ) -> TransferSubmission {
        guard let funding = card(named: source, userID: userID, in: wallet) else {
            return .finished(.refused(.sourceUnavailable("That card is no longer in your wallet.")))
        }
        let order = CreditOrder(
            kind: .withdraw, cardPosition: funding.position, accountID: accountID, amount: amount,
            requestID: requestID)
        return carryOutGated(
            pin: pin, userID: userID, requestID: requestID, newReference: newReference, isUsed: isUsed, in: &wallet
        ) { reference, wallet in
            drawCash(order, userID: userID, date: date, reference: reference, in: &wallet)
        }
    }
}
