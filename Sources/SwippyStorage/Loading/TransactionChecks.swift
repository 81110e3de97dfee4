import Foundation
import SwippyData
import SwippyText

/// The checks of every transaction, a million of them at the largest scale, done on two cores: the first id
/// given twice (`DuplicateIDs`), the first record that breaks its own rules (an amount above 0, an account or
/// a card, an account that exists) and the first amount `amountProblem` refuses. Each core takes half the
/// rows (or half the ids' hash space), and each answer is the smallest of the halves' answers, so the
/// problem reported is the one the checks in file order would meet first.
struct TransactionChecks: Sendable {
    /// The first index whose id an earlier transaction has.
    let duplicate: Int?
    /// The first index that breaks a record rule.
    let record: Int?
    /// The first index whose amount `amountProblem` refuses.
    let amount: Int?

    /// The checks of transactions already checked: a data image's, checked before it was written by the very
    /// program reading it (`DataImage`).
    static let passed = TransactionChecks(duplicate: nil, record: nil, amount: nil)

    private init(duplicate: Int?, record: Int?, amount: Int?) {
        self.duplicate = duplicate
        self.record = record
        self.amount = amount
    }

    /// The checks of `wallet`'s transactions when the first `checkedRows` of them are rows already checked
    /// (a data image's, with the rows a saved state appended after them): each rule of a row is checked on the
    /// rows after those, and an id on them against every earlier id (the checked rows' ids read alone).
    init(_ wallet: WalletState, checkedRows: Int) {
        guard checkedRows > 0, checkedRows <= wallet.transactions.count else {
            self.init(wallet)
            return
        }
        let transactions = wallet.transactions
        let fresh = Array(transactions[checkedRows...])
        let accountIDs = Set(wallet.accounts.map(\.id))
        var firstAt: [String: Int] = [:]
        var duplicates: [Int] = []
        for (offset, transaction) in fresh.enumerated() {
            if firstAt[transaction.id] == nil { firstAt[transaction.id] = offset } else { duplicates.append(offset) }
        }
        for row in 0..<checkedRows {
            if let offset = firstAt[transactions.id(at: row)] { duplicates.append(offset) }
        }
        self.init(
            duplicate: duplicates.min().map { $0 + checkedRows },
            record: Self.firstRecordProblem(fresh, in: fresh.indices, accountIDs: accountIDs).map { $0 + checkedRows },
            amount: Self.firstAmountProblem(fresh).map { $0 + checkedRows })
    }

    init(_ wallet: WalletState) {
        let transactions = wallet.transactions.array
        let accountIDs = Set(wallet.accounts.map(\.id))
        let halves = SideBySide.ranges(transactions.count, parts: DuplicateIDs.parts)
        // First each core hashes half the ids and checks half the records; then each looks for duplicates in
        // its part of the hash space and checks half the amounts.
        let first = SideBySide.map(halves.count) { half in
            (
                halves[half].map { transactions[$0].id.hashValue },
                Self.firstRecordProblem(transactions, in: halves[half], accountIDs: accountIDs)
            )
        }
        let hashes = first.flatMap(\.0)
        let second = SideBySide.map(halves.count) { part in
            (
                DuplicateIDs.first(in: transactions, hashes: hashes, part: part),
                Self.firstAmountProblem(transactions, in: halves[part])
            )
        }
        duplicate = second.compactMap(\.0).min()
        record = first.compactMap(\.1).min()
        amount = second.compactMap(\.1).min()
    }

    /// The problem of the first broken transaction; a duplicate id is named before the same record's other rules.
    func problem(_ wallet: WalletState) -> DataProblem? {
        let accountIDs = Set(wallet.accounts.map(\.id))
        switch (duplicate, record) {
        case (let duplicate?, let record?) where record < duplicate:
            return Self.recordProblem(wallet.transactions.array, at: record, accountIDs: accountIDs)
        case (let duplicate?, _):
            let id = wallet.transactions[duplicate].id
            return DataProblem("transactions[\(duplicate)].id", "duplicate id " + SafeText.quoted(id))
        case (nil, let record?):
            return Self.recordProblem(wallet.transactions.array, at: record, accountIDs: accountIDs)
        case (nil, nil):
            return nil
        }
    }

    // The loops below read fields in place (`transactions[index].id`): a whole `Transaction` copied per row
    // retains and releases every string it holds, a million times.

    static func firstRecordProblem(_ transactions: [Transaction], in rows: Range<Int>, accountIDs: Set<String>) -> Int?
    {
        var accounts = KnownAccounts(accountIDs)
        return rows.first { recordProblem(transactions, at: $0, accounts: &accounts) != nil }
    }

    /// What is wrong with transaction `index` on its own, or nil.
    static func recordProblem(_ transactions: [Transaction], at index: Int, accountIDs: Set<String>) -> DataProblem? {
        var accounts = KnownAccounts(accountIDs)
        return recordProblem(transactions, at: index, accounts: &accounts)
    }

    private static func recordProblem(_ transactions: [Transaction], at index: Int, accounts: inout KnownAccounts)
        -> DataProblem?
    {
        let positive =
            AmountKey(transactions[index].amount).map { $0.tenThousandths > 0 }
            ?? !(transactions[index].amount.isZero || transactions[index].amount.sign == .minus)
        if !positive {
            return DataProblem("transactions[\(index)].amount", "amount must be more than 0")
        }
        if let mobile = transactions[index].counterpartyMobile, !IdentityRules.isMobile(mobile) {
            return DataProblem(
                "transactions[\(index)].counterparty_mobile", "must be 10 digits starting with 6, 7, 8 or 9")
        }
        switch (transactions[index].accountID, transactions[index].cardNumber) {
        case (nil, nil): return DataProblem("transactions[\(index)]", "needs an account_id or a card_number")
        case (let account?, _) where !accounts.contains(account):
            return DataProblem("transactions[\(index)].account_id", "no account has id " + SafeText.quoted(account))
        default: return nil
        }
    }

    /// The first transaction whose amount `DataValidation.amountProblem` refuses. A million transactions in a
    /// handful of currencies: each currency's places are looked up once (`CurrencyPlaces`), and an amount with
    /// a key (every amount below the ceiling with at most four places) is checked on the key; any other asks
    /// `amountProblem`.
    static func firstAmountProblem(_ transactions: [Transaction], in rows: Range<Int>? = nil) -> Int? {
        var places = CurrencyPlaces()
        for index in rows ?? transactions.indices {
            let currency = transactions[index].currency
            let allowed = places.of(currency)
            if let key = AmountKey(transactions[index].amount), key.hasAtMost(places: allowed) { continue }
            let problem = DataValidation.amountProblem(
                transactions[index].amount, currency: currency, places: allowed, at: "")
            if problem != nil { return index }
        }
        return nil
    }
}
