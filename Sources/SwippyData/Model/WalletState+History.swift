import Foundation

extension WalletState {
    /// The transactions of account `id`, newest first; transactions of the same moment newest recorded first.
    public func history(ofAccount id: String) -> [Transaction] {
        historyPositions(ofAccount: id).map { transactions[$0] }
    }

    /// The transactions of user `id`'s accounts and cards, newest first (same moment: newest recorded first).
    /// With `limit`, only the newest `limit` of them, found in one pass without sorting the whole history
    /// (the home screen asks for five every time it appears); with `matching`, only those it keeps.
    public func history(
        ofUser id: String, limit: Int? = nil, matching: (Transaction) -> Bool = { _ in true }
    ) -> [Transaction] {
        historyPositions(ofUser: id, limit: limit, matching: matching).map { transactions[$0] }
    }

    /// The transactions `isIncluded` keeps, in the one order of every history: newest first by time, and of the
    /// same moment, the one recorded later (later in the wallet's sequence) first. Every list of transactions
    /// (home, accounts, cards, statements, disputes, history) takes this order, never a sort of its own.
    public func newestFirst(_ isIncluded: (Transaction) -> Bool) -> [Transaction] {
        positionsNewestFirst(isIncluded).map { transactions[$0] }
    }

    /// Where `history(ofAccount: id)`'s transactions are in `transactions`, in its order.
    func historyPositions(ofAccount id: String) -> [Int] {
        positionsNewestFirst { $0.accountID == id }
    }

    /// Where `history(ofUser:limit:matching:)`'s transactions are in `transactions`, in its order.
    func historyPositions(
        ofUser id: String, limit: Int?, matching: (Transaction) -> Bool = { _ in true }
    ) -> [Int] {
        let accountIDs = Set(accounts(of: id).map(\.id))
        let cardNumbers = Set(cards(of: id).map(\.number))
        let isUsers = { (transaction: Transaction) in
            (transaction.accountID.map(accountIDs.contains) ?? transaction.cardNumber.map(cardNumbers.contains)
                ?? false) && matching(transaction)
        }
        guard let limit else { return positionsNewestFirst(isUsers) }
        return newest(limit, isUsers)
    }

    /// Whether the transaction at `left` comes before the one at `right` in the one order of every history:
    /// later first; of the same moment, recorded later first.
    @inline(__always)
    private func isNewer(_ left: Int, than right: Int) -> Bool {
        let (leftDate, rightDate) = (transactions.date(at: left), transactions.date(at: right))
        return leftDate != rightDate ? leftDate > rightDate : left > right
    }

    /// The positions of the transactions `isIncluded` keeps, newest first. Positions are sorted, not
    /// transactions, and a wallet kept in the order things happened is one run the sort takes in a single
    /// linear pass: a million transactions cost a walk, not a full sort.
    private func positionsNewestFirst(_ isIncluded: (Transaction) -> Bool) -> [Int] {
        var positions = transactions.indices.filter { isIncluded(transactions[$0]) }
        positions.reverse()
        positions.sort { isNewer($0, than: $1) }
        return positions
    }

    /// The first `limit` of `positionsNewestFirst(isIncluded)`, keeping at most `limit` positions while it walks.
    private func newest(_ limit: Int, _ isIncluded: (Transaction) -> Bool) -> [Int] {
        guard limit > 0 else { return [] }
        var kept: [Int] = []
        for position in transactions.indices where isIncluded(transactions[position]) {
            if let last = kept.last, kept.count == limit, !isNewer(position, than: last) { continue }
            let index = kept.firstIndex { isNewer(position, than: $0) } ?? kept.count
            kept.insert(position, at: index)
            if kept.count > limit { kept.removeLast() }
        }
        return kept
    }
}

extension WalletState {
    /// Whether `reference` is taken: a transaction carries it, or has an id made from it (`reference`, a "-"
    /// and more, as the legs of a transfer have). A new reference is one that is not. This walks the history;
    /// the store's history index answers the same from a table kept on append (`WalletStore.usesReference`).
    public func usesReference(_ reference: String) -> Bool {
        let stem = reference + "-"
        return transactions.contains { $0.reference == reference || $0.id.hasPrefix(stem) }
    }
}
