import Foundation

extension Ledger {
    /// Why no money can be drawn from `card` now, or nil when it can: a card with no credit line, a blocked card
    /// (with the reason it was blocked), an inactive card and, at `date`, an expired one are refused with that
    /// reason. The same answer for Credit's cash withdrawal and for Add money from a card.
    public func drawRefusal(_ card: PaymentCard, at date: Date?) -> TransferFailure? {
        let name = card.label
        guard card.creditLimit != nil else {
            return .sourceUnavailable("\(name) has no credit line: money cannot be drawn from it.")
        }
        switch card.effectiveStatus {
        case .blocked:
            let reason = card.blockReason.map { " (\($0))" } ?? ""
            return .sourceUnavailable("\(name) is blocked\(reason): money cannot be drawn from it.")
        case .inactive:
            return .sourceUnavailable("\(name) is inactive: activate it before drawing money from it.")
        case .active:
            break
        }
        if let date, let expiry = card.expiry, expiry.hasExpired(at: date) {
            return .sourceUnavailable("\(name) expired at the end of \(expiry.text): money cannot be drawn from it.")
        }
        return nil
    }

    /// The credit line of `userID`'s card that a deposit source names (its `PaymentCard.label`, as
    /// `AccountsRepository.depositSources` lists it); nil for an outside source such as "Bank transfer".
    public func card(named source: String, userID: String, in wallet: WalletState) -> (
        position: Int, card: PaymentCard
    )? {
        wallet.walletCards(of: userID).first { $0.card.label == source }.map { ($0.position, $0.card) }
    }

    /// Add money from a card: a cash draw on that card's credit line into `accountID`, by the one rule of Credit's
    /// withdrawal (`drawCash`): the limit, the cash cap and the fee apply, the line's used, available and due
    /// move, and History records a draw on the card (an internal move), never income. Refused, before any
    /// write, for a card that cannot fund it (`drawRefusal`). `isUsed` says which references are taken.
    public func deposit(
        _ amount: Decimal, into accountID: String, fromCardAt position: Int, userID: String, date: Date,
        isUsed: ReferenceUse = Ledger.walk, in wallet: inout WalletState
    ) -> TransferOutcome {
        let reference = Self.freeMovementReference(isUsed: isUsed, in: wallet)
        let order = CreditOrder(
            kind: .withdraw, cardPosition: position, accountID: accountID, amount: amount, requestID: reference)
        return drawCash(order, userID: userID, date: date, reference: reference, in: &wallet)
    }

    /// The one rule that draws cash from a card's credit line into an own account: checked first (the card,
    /// `checkCashWithdrawal`: cap, fee and available credit), then the line is used by the amount and its fee,
    /// both are owed (the due), the account receives the amount, and three rows are recorded (the draw and the fee
    /// on the card, the credit on the account, one reference). A refusal leaves `wallet` untouched.
    func drawCash(_ order: CreditOrder, userID: String, date: Date, reference: String, in wallet: inout WalletState)
        -> TransferOutcome
    {
        let gone = TransferOutcome.refused(.sourceUnavailable("That card or account is no longer in your wallet."))
        guard wallet.cards.indices.contains(order.cardPosition),
            wallet.owner(of: wallet.cards[order.cardPosition]) == userID,
            let index = Self.ownIndex(order.accountID, userID: userID, in: wallet)
        else { return gone }
        if let refusal = drawRefusal(wallet.cards[order.cardPosition], at: date) { return .refused(refusal) }
        guard let line = creditLine(at: order.cardPosition, userID: userID, in: wallet) else { return gone }
        let account = wallet.accounts[index]
        if case .failure(let failure) = checkCashWithdrawal(order.amount, from: line, into: account) {
            return .refused(failure)
        }
        guard let terms = creditTerms(in: line.currency) else {
            return .refused(.limitExceeded(CreditTerms.noRate(credit, in: line.currency)))
        }
        let fee = terms.withdrawalFee(on: order.amount)
        wallet.cards[line.position].creditUsed = line.used + order.amount + fee
        // What was drawn is owed: the card list, its details and Pay now show it, never "Fully paid".
        var due =
            wallet.cards[line.position].due
            ?? CardDue(id: "due-\(reference)", amount: 0, currency: line.currency, state: .fullyPaid)
        due.charge(order.amount + fee)
        wallet.cards[line.position].due = due
        wallet.accounts[index].balance += order.amount
        func entry(_ suffix: String, _ amount: Decimal, _ counterparty: String, _ category: String, onCard: Bool)
            -> Transaction
        {
            Transaction(
                id: "\(reference)-\(suffix)", date: date, accountID: onCard ? nil : account.id,
                cardNumber: onCard ? line.card.number : nil, direction: onCard ? .debit : .credit, amount: amount,
                currency: line.currency, counterparty: counterparty, category: category, reference: reference)
        }
        let debit = entry("D", order.amount, "Cash to \(account.name)", "cash withdrawal", onCard: true)
        wallet.transactions += [
            debit, entry("F", fee, "Cash withdrawal fee", InternalMoves.feeCategory, onCard: true),
            entry("C", order.amount, "Cash from \(line.card.label)", "credit line", onCard: false),
        ]
        return .sent(
            TransferReceipt(
                reference: reference, amount: Money(order.amount, line.currency), fee: Money(fee, line.currency),
                counterparty: account.name, sourceName: line.card.label, newBalance: wallet.accounts[index].money,
                debit: debit))
    }
}
