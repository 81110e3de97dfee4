import Foundation

/// What a user narrowed their history to: a search text and filters, each optional and each clearable.
/// A pure value: ``TransactionQuery`` applies it in one walk over the history.
public struct TransactionFilter: Equatable, Sendable {
    /// Matched case-insensitively against counterparty, note, reference, category, phone (in the
    /// counterparty or note) and the account's name and number.
    public var search: String?
    /// The first day shown (from its local midnight).
    public var from: DateInput.Day?
    /// The last day shown (up to the next local midnight).
    public var to: DateInput.Day?
    /// The smallest amount shown, in the transaction's own currency.
    public var minimum: Decimal?
    /// The largest amount shown, in the transaction's own currency.
    public var maximum: Decimal?
    /// An ISO code ("USD"); card transactions in a symbol ("₹") match their code.
    public var currency: String?
    /// Money in (credit) or out (debit).
    public var direction: Transaction.Direction?
    /// An account id or card number.
    public var holder: String?
    /// A category as recorded ("shopping", "transfer"), compared without case.
    public var category: String?

    /// No search and no filter: everything.
    public init() {}

    /// True when nothing narrows the history.
    public var isEmpty: Bool { self == TransactionFilter() }

    /// True when `transaction` passes every filter (not the search; see ``TransactionQuery``).
    /// `code` is the transaction's currency as an ISO code.
    func admits(_ transaction: Transaction, code: String) -> Bool {
        if let from, transaction.date < from.start { return false }
        if let to, transaction.date >= to.end { return false }
        if let minimum, transaction.amount < minimum { return false }
        if let maximum, transaction.amount > maximum { return false }
        if let currency, code != currency { return false }
        if let direction, transaction.direction != direction { return false }
        if let holder, transaction.accountID != holder, transaction.cardNumber != holder { return false }
        if let category, transaction.category.caseInsensitiveCompare(category) != .orderedSame { return false }
        return true
    }
}
