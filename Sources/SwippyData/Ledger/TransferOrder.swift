import Foundation

/// Everything needed to move money; every rule is checked again when it is carried out.
public struct TransferOrder: Equatable, Sendable {
    /// The account the money leaves.
    public var sourceID: String
    /// Where it goes.
    public var payee: Payee
    /// How much, in the source account's currency (the fee comes on top).
    public var amount: Decimal
    /// The note recorded on every transaction of the transfer.
    public var note: String
    /// The confirmation's id: an order with an id already carried out is never carried out again.
    public var requestID: String

    /// An order.
    public init(sourceID: String, payee: Payee, amount: Decimal, note: String, requestID: String) {
        self.sourceID = sourceID
        self.payee = payee
        self.amount = amount
        self.note = note
        self.requestID = requestID
    }
}
