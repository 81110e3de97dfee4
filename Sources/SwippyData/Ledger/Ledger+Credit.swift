import Foundation

extension Ledger {
    /// The credit settings of the configuration.
    public var credit: CreditConfig { reference.config.credit }

    /// The credit settings applied in `currency` (a line's, a loan's), converted by the one conversion rule; nil
    /// when a currency has no quote.
    public func creditTerms(in currency: String) -> CreditTerms? {
        CreditTerms(credit, in: currency, rates: reference.exchangeRates)
    }

    /// The credit lines of `userID`'s cards (cards with a credit limit), in wallet order.
    public func creditLines(of userID: String, in wallet: WalletState) -> [CreditLine] {
        wallet.walletCards(of: userID).compactMap { line(of: $0.card, at: $0.position) }
    }

    /// The credit line of the card at `position` when it belongs to `userID`.
    public func creditLine(at position: Int, userID: String, in wallet: WalletState) -> CreditLine? {
        creditLines(of: userID, in: wallet).first { $0.position == position }
    }

    /// A typed cash withdrawal from `line` into `account` (see `checkCashWithdrawal`).
    public func cashWithdrawalAmount(_ text: String, from line: CreditLine, into account: BankAccount) -> Result<
        Decimal, TransferFailure
    > {
        parseAmount(text, currency: line.currency).flatMap { checkCashWithdrawal($0, from: line, into: account) }
    }

    /// Cash from a line: from a card that can fund it (`drawRefusal`), more than zero, at most the config's cap,
    /// and with its fee within the available credit; into an active own account in the line's currency. Refused
    /// with the figure, never reduced.
    public func checkCashWithdrawal(_ amount: Decimal, from line: CreditLine, into account: BankAccount) -> Result<
        Decimal, TransferFailure
    > {
        guard amount > 0 else { return .failure(.invalidInput(AmountInput.Problem.zero.description)) }
        if case .failure(let failure) = Self.checkPlaces(amount, currency: line.currency) { return .failure(failure) }
        if let refusal = Self.lineAccountRefusal(line, account) { return .failure(refusal) }
        if let refusal = drawRefusal(line.card, at: nil) { return .failure(refusal) }
        guard let terms = creditTerms(in: line.currency) else {
            return .failure(.limitExceeded(CreditTerms.noRate(credit, in: line.currency)))
        }
        guard amount <= terms.cashWithdrawalCap.amount else {
            return .failure(.limitExceeded("One cash withdrawal can be at most \(terms.cashWithdrawalCap.text)."))
        }
        let fee = terms.withdrawalFee(on: amount)
        guard amount + fee <= line.available else {
            return .failure(
                .insufficientBalance(
                    "Over the available credit: \(Money(line.available, line.currency).formatted) is available, and "
                        + "\(Money(amount, line.currency).formatted) needs "
                        + "\(Money(amount + fee, line.currency).formatted) with its fee."
                ))
        }
        return .success(amount)
    }

    /// A typed repayment of `line` from `account` (see `checkRepayment`).
    public func repaymentAmount(_ text: String, to line: CreditLine, from account: BankAccount) -> Result<
        Decimal, TransferFailure
    > {
        parseAmount(text, currency: line.currency).flatMap { checkRepayment($0, to: line, from: account) }
    }

    /// A repayment: more than zero, at most what is in use, from an active own account in the line's
    /// currency holding enough, within the per-transfer limit. Refused with the figure, never reduced.
    public func checkRepayment(_ amount: Decimal, to line: CreditLine, from account: BankAccount) -> Result<
        Decimal, TransferFailure
    > {
        guard amount > 0 else { return .failure(.invalidInput(AmountInput.Problem.zero.description)) }
        if case .failure(let failure) = Self.checkPlaces(amount, currency: line.currency) { return .failure(failure) }
        if case .failure(let failure) = Self.source(account) { return .failure(failure) }
        if let refusal = Self.lineAccountRefusal(line, account) { return .failure(refusal) }
        guard line.used > 0 else {
            return .failure(.invalidInput("Nothing is in use on this card: there is nothing to repay."))
        }
        guard amount <= line.used else {
            return .failure(
                .invalidInput("You can repay at most what is in use, \(Money(line.used, line.currency).formatted)."))
        }
        if let failure = limitFailure(amount, currency: line.currency) { return .failure(failure) }
        guard amount <= account.balance else {
            return .failure(
                .insufficientBalance("Insufficient balance: \(account.name) has \(account.money.formatted) available."))
        }
        return .success(amount)
    }

    /// Confirms `order` with the transaction PIN (the one gate, `pinGate`) and carries it out: every rule is
    /// checked again on the wallet as it is now; on a refusal nothing moves.
    public func submit(
        _ order: CreditOrder, pin: String, userID: String, date: Date, newReference: () -> String,
        isUsed: ReferenceUse = Ledger.walk, in wallet: inout WalletState
    ) -> TransferSubmission {
        carryOutGated(
            pin: pin, userID: userID, requestID: order.requestID, newReference: newReference, isUsed: isUsed,
            in: &wallet
        ) { reference, wallet in
            carryOut(order, userID: userID, date: date, reference: reference, in: &wallet)
        }
    }

    // MARK: - Private

    private func line(of card: PaymentCard, at position: Int) -> CreditLine? {
        CreditLine(position: position, card: card, currency: currencyCode(card.due?.currency ?? "INR"))
    }

    private static func lineAccountRefusal(_ line: CreditLine, _ account: BankAccount) -> TransferFailure? {
        guard account.status == .active else {
            return .sourceUnavailable("\(account.name) is \(account.status.rawValue): choose another account.")
        }
        guard account.currency == line.currency else {
            return .currencyMismatch(
                "Currency mismatch: the card's line is in \(line.currency), \(account.name) holds \(account.currency).")
        }
        return nil
    }

    /// Carries `order` out on `wallet`; a refusal comes before the first write, so it leaves `wallet` untouched.
    /// A withdrawal is the one cash-draw rule (`drawCash`), the same as Add money from a card.
    private func carryOut(
        _ order: CreditOrder, userID: String, date: Date, reference: String, in wallet: inout WalletState
    ) -> TransferOutcome {
        switch order.kind {
        case .withdraw: drawCash(order, userID: userID, date: date, reference: reference, in: &wallet)
        case .repay: repay(order, userID: userID, date: date, reference: reference, in: &wallet)
        }
    }

    /// Money from an own account back to the line: used and due go down by it; checked first (`checkRepayment`).
    private func repay(
        _ order: CreditOrder, userID: String, date: Date, reference: String, in wallet: inout WalletState
    ) -> TransferOutcome {
        guard let line = creditLine(at: order.cardPosition, userID: userID, in: wallet),
            let index = Self.ownIndex(order.accountID, userID: userID, in: wallet)
        else { return .refused(.sourceUnavailable("That card or account is no longer in your wallet.")) }
        let account = wallet.accounts[index]
        let cardName = line.card.label
        if case .failure(let failure) = checkRepayment(order.amount, to: line, from: account) {
            return .refused(failure)
        }
        func entry(_ suffix: String, _ direction: Transaction.Direction, _ counterparty: String, onCard: Bool)
            -> Transaction
        {
            Transaction(
                id: "\(reference)-\(suffix)", date: date, accountID: onCard ? nil : account.id,
                cardNumber: onCard ? line.card.number : nil, direction: direction, amount: order.amount,
                currency: line.currency, counterparty: counterparty, category: "card payment", reference: reference)
        }
        wallet.cards[line.position].creditUsed = line.used - order.amount
        wallet.cards[line.position].due?.pay(order.amount)
        wallet.accounts[index].balance -= order.amount
        let debit = entry("D", .debit, "Repayment of \(cardName)", onCard: false)
        wallet.transactions += [debit, entry("C", .credit, "Repayment from \(account.name)", onCard: true)]
        return .sent(
            TransferReceipt(
                reference: reference, amount: Money(order.amount, line.currency), fee: Money(0, line.currency),
                counterparty: cardName, sourceName: account.name, newBalance: wallet.accounts[index].money,
                debit: debit))
    }
}
