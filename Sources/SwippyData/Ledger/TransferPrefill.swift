import Foundation

/// What a repeated transfer starts with (History's "repeat"): the source account, the payee when it is
/// known, the amount and the note. The flow starts on the amount step (Enter keeps each prefilled value),
/// or on the payee question when the payee is not known; the user still confirms and types the PIN.
public struct TransferPrefill: Equatable, Sendable {
    public var sourceID: String
    public var payee: Payee?
    public var amount: Decimal
    public var note: String

    /// Whether `transaction` can be repeated at all: a transfer sent from an account (not money in, card
    /// spending or a card payment). The one rule for offering "repeat" and for refusing it.
    public static func canRepeat(_ transaction: Transaction) -> Bool {
        transaction.direction == .debit && transaction.category == "transfer" && transaction.accountID != nil
    }

    /// How many recent payees the home screen offers as quick transfers.
    public static let quickCount = 3

    /// What repeating `transaction` of `userID` prefills: the account it left, the payee found again (an own
    /// account by the name the debit recorded, a saved beneficiary by name, another Swippy user by the mobile the
    /// debit recorded or else by name), the amount and the note. Nil when it cannot be repeated.
    public static func repeating(
        _ transaction: Transaction, userID: String, wallet: WalletState, ledger: Ledger
    ) -> TransferPrefill? {
        guard canRepeat(transaction), let sourceID = transaction.accountID,
            let source = wallet.accounts.first(where: { $0.id == sourceID && $0.userID == userID })
        else { return nil }
        let name = transaction.counterparty
        let ownSuffix = " (own account)"
        var payee: Payee?
        if name.hasSuffix(ownSuffix) {
            let accountName = String(name.dropLast(ownSuffix.count))
            payee = wallet.accounts(of: userID).first { $0.name == accountName && $0.id != sourceID }.map {
                .ownAccount(id: $0.id)
            }
        } else if let beneficiary = wallet.beneficiaries.first(where: { $0.userID == userID && $0.name == name }) {
            payee = .beneficiary(beneficiary)
        } else if let mobile = transaction.counterpartyMobile
            ?? wallet.users.first(where: { $0.name == name && $0.id != userID })?.mobile,
            case .success(let recipient) = ledger.recipient(
                mobile: mobile, senderID: userID, currency: source.currency, in: wallet)
        {
            payee = .swippyUser(recipient)
        }
        return TransferPrefill(sourceID: sourceID, payee: payee, amount: transaction.amount, note: transaction.note)
    }

    /// The home screen's quick transfers: the most recent payees (up to `quickCount`, each once) of `userID`'s
    /// transfers, each as the prefill of its newest transfer. Looks at the newest transfers only, in one pass.
    public static func quick(userID: String, wallet: WalletState, ledger: Ledger) -> [TransferPrefill] {
        quick(
            from: wallet.history(ofUser: userID, limit: quickWindow, matching: canRepeat), userID: userID,
            wallet: wallet, ledger: ledger)
    }

    /// How many of the newest transactions the quick transfers look through.
    public static let quickWindow = 20

    /// The quick transfers found in `newestFirst`, some of `userID`'s newest transactions, newest first (a store
    /// with a history index passes its newest `quickWindow`, so home costs no walk over the whole history).
    public static func quick(
        from newestFirst: [Transaction], userID: String, wallet: WalletState, ledger: Ledger
    ) -> [TransferPrefill] {
        var found: [TransferPrefill] = []
        for transaction in newestFirst where canRepeat(transaction) {
            guard let prefill = repeating(transaction, userID: userID, wallet: wallet, ledger: ledger),
                let payee = prefill.payee, !found.contains(where: { $0.payee == payee })
            else { continue }
            found.append(prefill)
            if found.count == quickCount { break }
        }
        return found
    }

    public init(sourceID: String, payee: Payee?, amount: Decimal, note: String) {
        self.sourceID = sourceID
        self.payee = payee
        self.amount = amount
        self.note = note
    }
}
