import Foundation
import SwippyData

/// The engine's `HistoryIndex`: per user and per account, the positions of their transactions; the used
/// references (`ReferenceTable`); per user, once asked, the running totals of their history (`RunningTotals`).
/// Built once from the whole history at the first question and extended by each later question with only what
/// was appended since, so home's newest five, an account's history, a new reference's check and History's
/// whole totals cost O(answer + change).
///
/// A list keeps positions oldest first by (date, position), the reverse of newest first: a new transaction
/// (the newest, nearly always) is appended, an older-dated one inserted after every one of its date or
/// before, found by binary search. A transaction belongs to the owners of its account (`account_id`), or when
/// it has none to the owners of its card number, as `WalletState.history(ofUser:)` decides. Accounts and cards
/// are only ever appended by the money rules, never re-owned; one appended with the id or number of
/// transactions already indexed (which gives them a new owner), or a history that is not the one indexed
/// (shorter, or another transaction at the last indexed position), is indexed again from the start.
public final class AppendedHistoryIndex: HistoryIndex {
    private var byUser: [String: [Int32]] = [:]
    private var byAccount: [String: [Int32]] = [:]
    private var byCard: [String: [Int32]] = [:]
    private var accountOwners: [String: [String]] = [:]
    private var cardOwners: [String: [String]] = [:]
    private var references = ReferenceTable()
    /// Per user asked about: the totals of their whole history, kept up as it grows.
    private var userTotals: [String: RunningTotals] = [:]
    private var indexed = 0
    private var lastID: String?
    private var accountsSeen = 0
    private var cardsSeen = 0

    /// An empty index; the first question builds it.
    public init() {}

    public func positions(ofUser id: String, limit: Int?, in wallet: WalletState) -> [Int] {
        catchUp(wallet)
        return Self.newest(byUser[id], limit)
    }

    public func positionsOldestFirst(ofUser id: String, in wallet: WalletState) -> [Int32] {
        catchUp(wallet)
        return byUser[id] ?? []
    }

    public func positions(ofAccount id: String, in wallet: WalletState) -> [Int] {
        catchUp(wallet)
        return Self.newest(byAccount[id], nil)
    }

    public func usesReference(_ reference: String, in wallet: WalletState) -> Bool {
        catchUp(wallet)
        return references.contains(reference, wallet.transactions)
    }

    public func totals(ofUser id: String, in wallet: WalletState) -> [String: (in: Decimal, out: Decimal)] {
        catchUp(wallet)
        if let totals = userTotals[id] { return totals.value }
        var totals = RunningTotals()
        let transactions = wallet.transactions
        for position in byUser[id] ?? [] { totals.add(transactions[Int(position)]) }
        userTotals[id] = totals
        return totals.value
    }

    // MARK: - Keeping up

    private func catchUp(_ wallet: WalletState) {
        let transactions = wallet.transactions
        let sameHistory =
            transactions.count >= indexed && (indexed == 0 || transactions[indexed - 1].id == lastID)
            && wallet.accounts.count >= accountsSeen && wallet.cards.count >= cardsSeen
        // The first question builds from the whole history at once: appended, then sorted once (inserting a
        // million positions one at a time in date order would move them about).
        if indexed == 0 || !sameHistory || !addOwners(wallet) {
            rebuild(from: wallet)
            return
        }
        guard transactions.count > indexed else { return }
        references.reserve(transactions.count)
        for position in indexed..<transactions.count { insert(position, transactions) }
        indexed = transactions.count
        lastID = transactions.last?.id
    }

    /// Records the owners of the accounts and cards appended since; false when one of them gives a new owner
    /// to transactions already indexed.
    private func addOwners(_ wallet: WalletState) -> Bool {
        let firstUser = wallet.users.first?.id
        for account in wallet.accounts[accountsSeen...] {
            guard Self.add(account.userID, to: &accountOwners[account.id, default: []]) else { continue }
            if byAccount[account.id] != nil, indexed > 0 { return false }
        }
        for card in wallet.cards[cardsSeen...] {
            guard let owner = card.userID ?? firstUser, Self.add(owner, to: &cardOwners[card.number, default: []])
            else { continue }
            if byCard[card.number] != nil, indexed > 0 { return false }
        }
        accountsSeen = wallet.accounts.count
        cardsSeen = wallet.cards.count
        return true
    }

    private func rebuild(from wallet: WalletState) {
        byUser = [:]
        byAccount = [:]
        byCard = [:]
        accountOwners = [:]
        cardOwners = [:]
        references = ReferenceTable()
        userTotals = [:]
        (indexed, lastID, accountsSeen, cardsSeen) = (0, nil, 0, 0)
        _ = addOwners(wallet)
        let transactions = wallet.transactions
        references.reserve(transactions.count)
        for position in transactions.indices {
            append(position, transactions)
            references.add(position, transactions)
        }
        for key in byUser.keys { byUser[key]?.sort(transactions) }
        for key in byAccount.keys { byAccount[key]?.sort(transactions) }
        indexed = transactions.count
        lastID = transactions.last?.id
    }

    /// Adds `position` at the end of its lists (building: sorted once after).
    private func append(_ position: Int, _ transactions: [Transaction]) {
        let entry = Int32(truncatingIfNeeded: position)
        for owner in owners(of: transactions[position]) { byUser[owner, default: []].append(entry) }
        let transaction = transactions[position]
        if let account = transaction.accountID {
            byAccount[account, default: []].append(entry)
        } else if let number = transaction.cardNumber {
            byCard[number, default: []].append(entry)
        }
    }

    /// Inserts `position` (after every position indexed) in the order of its lists.
    private func insert(_ position: Int, _ transactions: [Transaction]) {
        let transaction = transactions[position]
        references.add(position, transactions)
        for owner in owners(of: transaction) {
            byUser[owner, default: []].insert(position, transactions)
            userTotals[owner]?.add(transaction)
        }
        if let account = transaction.accountID {
            byAccount[account, default: []].insert(position, transactions)
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

    private static func newest(_ list: [Int32]?, _ limit: Int?) -> [Int] {
        guard let list else { return [] }
        let count = max(0, min(limit ?? list.count, list.count))
        return list[(list.count - count)...].reversed().map(Int.init)
    }
}

extension [Int32] {
    /// Sorted oldest first by (date, position) in `transactions`; a list already in order is one walk.
    fileprivate mutating func sort(_ transactions: [Transaction]) {
        sort { left, right in
            let (leftDate, rightDate) = (transactions[Int(left)].date, transactions[Int(right)].date)
            return leftDate != rightDate ? leftDate < rightDate : left < right
        }
    }

    /// Inserts `position`, later than every position here, after every entry dated the same or earlier.
    fileprivate mutating func insert(_ position: Int, _ transactions: [Transaction]) {
        let date = transactions[position].date
        let entry = Int32(truncatingIfNeeded: position)
        if let newest = last, transactions[Int(newest)].date <= date {
            append(entry)
            return
        }
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if transactions[Int(self[middle])].date > date { high = middle } else { low = middle + 1 }
        }
        insert(entry, at: low)
    }
}
