/// What a transfer that went through did.
public struct TransferReceipt: Equatable, Sendable {
    /// The transfer's reference number, e.g. "SWT4821930571".
    public var reference: String
    /// The amount sent.
    public var amount: Money
    /// The fee charged on top (zero inside Swippy).
    public var fee: Money
    /// Who received the money, in words.
    public var counterparty: String
    /// The name of the account the money left.
    public var sourceName: String
    /// That account's balance afterwards.
    public var newBalance: Money
    /// The debit recorded on that account.
    public var debit: Transaction
    /// What arrived in the receiver's currency, when it is not the sender's (a converted send); nil otherwise.
    public var received: Money?

    /// A receipt.
    public init(
        reference: String, amount: Money, fee: Money, counterparty: String, sourceName: String, newBalance: Money,
        debit: Transaction, received: Money? = nil
    ) {
        self.reference = reference
        self.amount = amount
        self.fee = fee
        self.counterparty = counterparty
        self.sourceName = sourceName
        self.newBalance = newBalance
        self.debit = debit
        self.received = received
    }
}
