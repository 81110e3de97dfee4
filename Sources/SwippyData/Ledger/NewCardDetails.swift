import Foundation

/// A card being added, as checked: the number (only its last four and network are ever kept), the expiry,
/// the holder's name and the issuing bank.
public struct NewCardDetails: Equatable, Sendable {
    public var number: CardNumber
    public var expiry: CardExpiry
    public var holderName: String
    public var bankName: String

    /// Details of a new card.
    public init(number: CardNumber, expiry: CardExpiry, holderName: String, bankName: String) {
        self.number = number
        self.expiry = expiry
        self.holderName = holderName
        self.bankName = bankName
    }
}
