import Foundation

extension Ledger {
    /// The outside source named on deposits that do not come from a card.
    public static let bankTransferSource = "Bank transfer"

    /// Adds `amount` to an open account of `userID` from `source`, recording a credit with a reference `isUsed`
    /// says is free. A source that names one of the user's cards (its label) is a cash draw on that card's credit
    /// line, by the one rule of Credit's withdrawal (`deposit(_:into:fromCardAt:…)`); any other source
    /// "Bank transfer" is money from outside Swippy; any other source is refused. Checked again here; nothing
    /// changes on a refusal.
    public func deposit(
        _ amount: Decimal, into accountID: String, from source: String, userID: String, date: Date,
        isUsed: ReferenceUse = Ledger.walk, in wallet: inout WalletState
    ) -> Result<Transaction, TransferFailure> {
        if let funding = card(named: source, userID: userID, in: wallet) {
            let outcome = deposit(
                amount, into: accountID, fromCardAt: funding.position, userID: userID, date: date, isUsed: isUsed,
                in: &wallet)
            switch outcome {
            case .sent(let receipt):
                let credit = wallet.transactions.last { $0.reference == receipt.reference && $0.direction == .credit }
                return credit.map { .success($0) } ?? .failure(Self.gone)
            case .refused(let failure):
                return .failure(failure)
            }
        }
        guard source == Self.bankTransferSource else {
            return .failure(
                .invalidInput("Choose where the money comes from: one of your cards or \(Self.bankTransferSource)."))
        }
        guard let index = Self.ownIndex(accountID, userID: userID, in: wallet) else { return .failure(Self.gone) }
        let account = wallet.accounts[index]
        guard account.status == .active else {
            return .failure(
                .recipientNotFound("\(account.name) is \(account.status.rawValue) and cannot receive money."))
        }
        if case .failure(let failure) = checkDeposit(amount, into: account) { return .failure(failure) }
        let credit = Self.movement(
            .credit, amount, account: account, counterparty: source, category: "deposit", date: date, isUsed: isUsed,
            in: wallet)
        wallet.accounts[index].balance += amount
        wallet.transactions.append(credit)
        return .success(credit)
    }

    /// Takes `amount` out of an open, active account of `userID` to outside Swippy, recording a debit.
    /// An amount over the balance is refused with the balance shown; nothing changes on a refusal.
    public func withdraw(
        _ amount: Decimal, from accountID: String, userID: String, date: Date, isUsed: ReferenceUse = Ledger.walk,
        in wallet: inout WalletState
    ) -> Result<Transaction, TransferFailure> {
        guard let index = Self.ownIndex(accountID, userID: userID, in: wallet) else { return .failure(Self.gone) }
        let account = wallet.accounts[index]
        if case .failure(let failure) = checkWithdrawal(amount, from: account) { return .failure(failure) }
        let debit = Self.movement(
            .debit, amount, account: account, counterparty: "Withdrawal to bank", category: "withdrawal", date: date,
            isUsed: isUsed, in: wallet)
        wallet.accounts[index].balance -= amount
        wallet.transactions.append(debit)
        return .success(debit)
    }

    /// A deposit or withdrawal transaction with a reference `isUsed` says no transaction uses yet ("SWA" and ten
    /// digits, counting up from the history's length).
    static func movement(
        _ direction: Transaction.Direction, _ amount: Decimal, account: BankAccount, counterparty: String,
        category: String, date: Date, isUsed: ReferenceUse, in wallet: WalletState
    ) -> Transaction {
        let reference = freeMovementReference(isUsed: isUsed, in: wallet)
        let suffix = direction == .credit ? "C" : "D"
        return Transaction(
            id: "\(reference)-\(suffix)", date: date, accountID: account.id, direction: direction, amount: amount,
            currency: account.currency, counterparty: counterparty, category: category, reference: reference)
    }

    /// "SWA" and ten digits, counting up from the history's length, the first `isUsed` says is free.
    static func freeMovementReference(isUsed: ReferenceUse, in wallet: WalletState) -> String {
        var number = wallet.transactions.count + 1
        func reference(_ value: Int) -> String { "SWA" + String(format: "%010d", value) }
        while isUsed(reference(number), wallet) { number += 1 }
        return reference(number)
    }
}
