import Foundation

extension CardDue {
    /// `paid` taken off what is due (never below zero): nothing left is "fully paid", something left is
    /// "partly paid". A due already fully paid is left as it is.
    public mutating func settle(_ paid: Decimal) {
        guard state != .fullyPaid, paid > 0 else { return }
        amount = max(0, amount - paid)
        state = amount == 0 ? .fullyPaid : .pending("partly paid")
    }
}
