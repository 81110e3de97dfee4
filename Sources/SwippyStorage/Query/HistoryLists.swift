import Foundation
import SwippyData

/// The index's lists: per user, account and card the positions of their transactions oldest first; who owns
/// each account and card; the references used; per user the totals of their history (so History's opening sums
/// nothing); and how much of which wallet they cover.
struct HistoryLists: Sendable {
    var byUser: [String: [Int32]] = [:]
    var totals: [String: RunningTotals] = [:]
    var byAccount: [String: [Int32]] = [:]
    var byCard: [String: [Int32]] = [:]
    var accountOwners: [String: [String]] = [:]
    var cardOwners: [String: [String]] = [:]
    var references = ReferenceTable()
    var indexed = 0
    var lastID: String?
    var accountsSeen = 0
    var cardsSeen = 0

    /// The lists of `wallet`: the ones its data image keeps beside its rows when they fit it (`stored`), else
    /// built (`built` true).
    static func start(from wallet: WalletState) -> (lists: HistoryLists, built: Bool) {
        if let rows = wallet.transactions.storage as? ImageTransactions,
            let lists = stored(rows.storedIndex.buffer, for: wallet)
        {
            return (lists, false)
        }
        return (built(from: wallet), true)
    }

    /// The lists of `wallet`'s whole history: each position appended to its lists, then each list sorted once.
    static func built(from wallet: WalletState) -> HistoryLists {
        var lists = HistoryLists()
        _ = lists.addOwners(wallet)
        let transactions = wallet.transactions
        lists.references.reserve(transactions.count)
        for position in transactions.indices {
            let transaction = transactions[position]
            lists.append(position, transaction)
            lists.references.add(position, transaction, transactions)
        }
        for key in lists.byUser.keys { lists.byUser[key]?.sortByDate(transactions) }
        for key in lists.byAccount.keys { lists.byAccount[key]?.sortByDate(transactions) }
        lists.indexed = transactions.count
        lists.lastID = transactions.last?.id
        return lists
    }

    /// Whether `transactions` continue the history these lists index: at least as long, with the same row (by
    /// id, read alone) at the last position indexed.
    func continues(_ transactions: TransactionLog) -> Bool {
        transactions.count >= indexed && (indexed == 0 || transactions.id(at: indexed - 1) == lastID)
    }

    /// Adds the rows of `transactions` after the ones indexed (which it `continues`), each in its place.
    mutating func catchUp(with transactions: TransactionLog) {
        guard transactions.count > indexed else { return }
        references.reserve(transactions.count)
        for position in indexed..<transactions.count { insert(position, transactions) }
        indexed = transactions.count
        lastID = transactions.last?.id
    }

    /// Records the owners of the accounts and cards appended since (up to the first `accounts` and `cards`, or
    /// all); false when one of them gives a new owner to transactions already indexed.
    mutating func addOwners(_ wallet: WalletState, accounts: Int? = nil, cards: Int? = nil) -> Bool {
        let accountEnd = accounts ?? wallet.accounts.count
        let cardEnd = cards ?? wallet.cards.count
        for account in wallet.accounts[accountsSeen..<accountEnd] {
            guard Self.add(account.userID, to: &accountOwners[account.id, default: []]) else { continue }
            if byAccount[account.id] != nil, indexed > 0 { return false }
        }
        for card in wallet.cards[cardsSeen..<cardEnd] {
            guard let owner = wallet.owner(of: card), Self.add(owner, to: &cardOwners[card.number, default: []])
            else { continue }
            if byCard[card.number] != nil, indexed > 0 { return false }
        }
        accountsSeen = accountEnd
        cardsSeen = cardEnd
        return true
    }

    /// Adds `position` at the end of its lists (building: sorted once after).
    private mutating func append(_ position: Int, _ transaction: Transaction) {
        let entry = Int32(truncatingIfNeeded: position)
        for owner in owners(of: transaction) {
            byUser[owner, default: []].append(entry)
            totals[owner, default: RunningTotals()].add(transaction)
        }
        if let account = transaction.accountID {
            byAccount[account, default: []].append(entry)
        } else if let number = transaction.cardNumber {
            byCard[number, default: []].append(entry)
        }
    }

    /// Inserts `position` (after every position indexed) in the order of its lists and adds it to its owners'
    /// totals.
    mutating func insert(_ position: Int, _ transactions: TransactionLog) {
        let transaction = transactions[position]
        references.add(position, transaction, transactions)
        for owner in owners(of: transaction) {
            byUser[owner, default: []].insertByDate(position, transactions)
            totals[owner, default: RunningTotals()].add(transaction)
        }
        if let account = transaction.accountID {
            byAccount[account, default: []].insertByDate(position, transactions)
        } else if let number = transaction.cardNumber {
            byCard[number, default: []].append(Int32(truncatingIfNeeded: position))
        }
    }

    private func owners(of transaction: Transaction) -> [String] {
        if let account = transaction.accountID { return accountOwners[account] ?? [] }
        if let number = transaction.cardNumber { return cardOwners[number] ?? [] }
        return []
    }

    /// Adds `owner` once; true when it was new.
    private static func add(_ owner: String, to owners: inout [String]) -> Bool {
        guard !owners.contains(owner) else { return false }
        owners.append(owner)
        return true
    }
}

extension [Int32] {
    /// Sorted oldest first by (date, position) in `transactions`; a list already in order is one walk.
    mutating func sortByDate(_ transactions: TransactionLog) {
        sort { left, right in
            let (leftDate, rightDate) = (transactions.date(at: Int(left)), transactions.date(at: Int(right)))
            return leftDate != rightDate ? leftDate < rightDate : left < right
        }
    }

    /// Inserts `position`, later than every position here, after every entry dated the same or earlier.
    mutating func insertByDate(_ position: Int, _ transactions: TransactionLog) {
        let date = transactions.date(at: position)
        let entry = Int32(truncatingIfNeeded: position)
        if let newest = last, transactions.date(at: Int(newest)) <= date {
            append(entry)
            return
        }
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if transactions.date(at: Int(self[middle])) > date { high = middle } else { low = middle + 1 }
        }
        insert(entry, at: low)
    }
}
