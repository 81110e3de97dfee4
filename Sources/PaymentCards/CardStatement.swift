import Foundation
import SwippyData

/// A card's latest statement: the calendar month of its most recent transaction.
struct CardStatement: Equatable {
    /// First day of the statement month.
    var periodStart: Date
    /// The month's transactions, oldest first.
    var transactions: [Transaction]
    var totalDebits: Decimal
    var totalCredits: Decimal
    /// The currency of the card's due, or of its transactions.
    var currency: String

    /// Builds the statement of the latest month with transactions, given newest first (the repository's one
    /// order); nil when the card has none.
    static func latest(of card: PaymentCard, from transactions: [Transaction]) -> CardStatement? {
        guard let newest = transactions.first else { return nil }
        let calendar = SwippyDate.calendar
        let month = calendar.dateComponents([.year, .month], from: newest.date)
        guard let start = calendar.date(from: month) else { return nil }
        let inMonth: [Transaction] =
            transactions
            .filter { calendar.dateComponents([.year, .month], from: $0.date) == month }
            .reversed()
        let debits = inMonth.filter { $0.direction == .debit }.reduce(Decimal(0)) { $0 + $1.amount }
        let credits = inMonth.filter { $0.direction == .credit }.reduce(Decimal(0)) { $0 + $1.amount }
        return CardStatement(
            periodStart: start, transactions: inMonth, totalDebits: debits, totalCredits: credits,
            currency: card.due?.currency ?? newest.currency)
    }
}
