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

    /// The lists of `wallet`'s whole history: each position appended to its lists (a row's account or card looked
    /// up once, its owners' lists kept by number, `Places`), then each list sorted once by the dates read on the way.
    static func built(from wallet: WalletState) -> HistoryLists {
        var lists = HistoryLists()
        _ = lists.addOwners(wallet)
        let transactions = wallet.transactions
        var places = Places(accountOwners: lists.accountOwners, cardOwners: lists.cardOwners)
        var dates: [Date] = []
        dates.reserveCapacity(transactions.count)
        for position in transactions.indices {
            let transaction = transactions[position]
            dates.append(transaction.date)
            places.add(position, transaction)
        }
        lists.references.add(transactions.indices, of: transactions)
        for place in places.keys where place.isCard { lists.byCard[place.key] = place.positions }
        for place in places.keys where !place.isCard { lists.byAccount[place.key] = place.positions }
        for owner in places.owners {
            lists.byUser[owner.id] = owner.positions
            lists.totals[owner.id] = owner.totals
        }
        for key in lists.byUser.keys { lists.byUser[key]?.sortByDate(dates) }
        for key in lists.byAccount.keys { lists.byAccount[key]?.sortByDate(dates) }
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
        for position in indexed..<transactions.count { insert(position, transactions) }
        references.add(indexed..<transactions.count, of: transactions)
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

    /// Inserts `position` (after every position indexed) in the order of its lists and adds it to its owners'
    /// totals (its reference is added by the caller).
    mutating func insert(_ position: Int, _ transactions: TransactionLog) {
        let transaction = transactions[position]
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
    /// Sorted oldest first by (date, position), `dates` holding each position's date; a list in order is one walk.
    mutating func sortByDate(_ dates: [Date]) {
        sort { dates[Int($0)] != dates[Int($1)] ? dates[Int($0)] < dates[Int($1)] : $0 < $1 }
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

/// A build's lists by number: each account and card met is given one (so a row's is looked up once), and so is
/// each of their owners, whose positions and totals it keeps; `built` names them in its maps at the end.
private struct Places {
    let accountOwners, cardOwners: [String: [String]]
    var accountPlaces: [String: Int] = [:]
    var cardPlaces: [String: Int] = [:]
    var ownerPlaces: [String: Int] = [:]
    var keys: [(key: String, isCard: Bool, owners: [Int], positions: [Int32])] = []
    var owners: [(id: String, positions: [Int32], totals: RunningTotals)] = []

    /// Adds `position` at the end of the lists of its account (or else its card) and of their owners.
    mutating func add(_ position: Int, _ transaction: Transaction) {
        let place: Int
        if let account = transaction.accountID {
            place = accountPlaces[account] ?? new(account, isCard: false)
        } else if let number = transaction.cardNumber {
            place = cardPlaces[number] ?? new(number, isCard: true)
        } else {
            return
        }
        let entry = Int32(truncatingIfNeeded: position)
        keys[place].positions.append(entry)
        for owner in keys[place].owners {
            owners[owner].positions.append(entry)
            owners[owner].totals.add(transaction)
        }
    }

    private mutating func new(_ key: String, isCard: Bool) -> Int {
        let names = (isCard ? cardOwners[key] : accountOwners[key]) ?? []
        var numbers: [Int] = []
        for name in names {
            if ownerPlaces[name] == nil {
                ownerPlaces[name] = owners.count
                owners.append((name, [], RunningTotals()))
            }
            numbers.append(ownerPlaces[name] ?? 0)
        }
        keys.append((key, isCard, numbers, []))
        if isCard { cardPlaces[key] = keys.count - 1 } else { accountPlaces[key] = keys.count - 1 }
        return keys.count - 1
    }
}
