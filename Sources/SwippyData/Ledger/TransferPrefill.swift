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

    public init(sourceID: String, payee: Payee?, amount: Decimal, note: String) {
        self.sourceID = sourceID
        self.payee = payee
        self.amount = amount
        self.note = note
    }
}
