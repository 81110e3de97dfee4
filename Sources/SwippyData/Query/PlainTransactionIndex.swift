import Foundation

/// The reference index: each run walks the history once, testing every filter and then the search in
/// each field (the account's or card's name, counterparty, note, reference, category, and a phone's
/// digits in the counterparty or note).
public struct PlainTransactionIndex: TransactionIndex {
    /// The plain index; it keeps nothing of the history.
    public init() {}

    public func positions(matching filter: TransactionFilter, search: String?, in query: TransactionQuery) -> [Int] {
        query.history.indices.filter { position in
            let row = query.history[position]
            guard filter.admits(row, code: query.code(of: row)) else { return false }
            guard let search else { return true }
            let named = [row.accountID, row.cardNumber].contains { id in
                id.flatMap { query.holderNames[$0] }?.range(of: search, options: Self.options) != nil
            }
            return named || TransactionQuery.contains(row, search)
        }
    }

    public func sums(at positions: [Int]?, in query: TransactionQuery) -> [String: (in: Decimal, out: Decimal)]? {
        nil
    }

    private static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
}
