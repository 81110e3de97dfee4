import Foundation

extension WalletState {
    /// The transactions of account `id`, newest first; transactions of the same moment newest recorded first.
    public func history(ofAccount id: String) -> [Transaction] {
        newestFirst { $0.accountID == id }
    }

    /// The transactions of user `id`'s accounts and cards, newest first (same moment: newest recorded first).
    /// With `limit`, only the newest `limit` of them, found in one pass without sorting the whole history
    /// (the home screen asks for five every time it appears).
    public func history(ofUser id: String, limit: Int? = nil) -> [Transaction] {
        let accountIDs = Set(accounts(of: id).map(\.id))
        let cardNumbers = Set(cards(of: id).map(\.number))
        let isUsers = { (transaction: Transaction) in
            transaction.accountID.map(accountIDs.contains) ?? transaction.cardNumber.map(cardNumbers.contains) ?? false
        }
        guard let limit else { return newestFirst(isUsers) }
        return newest(limit, isUsers)
    }

    private typealias Entry = (offset: Int, element: Transaction)

    /// The order of every history: later first; of the same moment, recorded later first.
    private static func isNewer(_ left: Entry, than right: Entry) -> Bool {
        left.element.date != right.element.date ? left.element.date > right.element.date : left.offset > right.offset
    }

    /// The transactions `isIncluded` keeps, in the one order of every history: newest first by time, and of the
    /// same moment, the one recorded later (later in the wallet's sequence) first. Every list of transactions
    /// (home, accounts, cards, statements, disputes, history) takes this order, never a sort of its own.
    public func newestFirst(_ isIncluded: (Transaction) -> Bool) -> [Transaction] {
        transactions.enumerated()
            .filter { isIncluded($0.element) }
            .sorted(by: Self.isNewer)
            .map(\.element)
    }

    /// The first `limit` of `newestFirst(isIncluded)`, keeping at most `limit` entries while it walks.
    private func newest(_ limit: Int, _ isIncluded: (Transaction) -> Bool) -> [Transaction] {
        guard limit > 0 else { return [] }
        var kept: [Entry] = []
        for entry in transactions.enumerated() where isIncluded(entry.element) {
            if let last = kept.last, kept.count == limit, !Self.isNewer(entry, than: last) { continue }
            let index = kept.firstIndex { Self.isNewer(entry, than: $0) } ?? kept.count
            kept.insert(entry, at: index)
            if kept.count > limit { kept.removeLast() }
        }
        return kept.map(\.element)
    }
}
