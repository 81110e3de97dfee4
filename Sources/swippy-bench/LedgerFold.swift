import Foundation
import SwippyData

/// How the plain journal (`LedgerJournal.Kind.plain`) folds a wallet so that `ledger` reads one commodity and
/// about a dozen accounts, still the same money:
///
/// - One currency: the one most transactions are in (INR in the shipped and the generated data, a card's "₹"
///   being INR), its amounts written as plain numbers with its minor units and no commodity. A transaction in
///   another currency, or on an account kept in another currency, is left out, and so is an account in another
///   currency (in the shipped data: Emma's GBP account and its one deposit); the journal's first line counts the
///   transactions left out.
/// - Every account in that currency is `Assets:Accounts`, with one `Equity:Opening balances` entry so that it ends
///   at the sum of their balances; every card is `Liabilities:Cards`.
/// - Money in is `Income`, whatever its category; money out is `Expenses:<category>` for the seven categories
///   with the most debits and `Expenses:other categories` for the rest.
///
/// That is twelve accounts at most. Each entry keeps its transaction's day, reference, payee and note, and has two
/// postings, the second amount elided, as in the detailed journal.
struct LedgerFold {
    static let keptCategories = 7
    static let accounts = "Assets:Accounts"
    static let cards = "Liabilities:Cards"
    static let opening = "Equity:Opening balances"
    static let income = "Income"
    static let otherExpenses = "Expenses:other categories"

    /// The ISO code of the one currency; the transactions in it, and those left out.
    let code: String
    let count: Int
    let leftOut: Int
    /// The accounts in that currency, and the sum of the balances the data gives them.
    let accountCount: Int
    let accountsBalance: Decimal
    /// The categories (as account names) that have an expense account of their own.
    let kept: Set<String>
    private let tally: Tally
    private let currencyCodes: [String: String]
    private let accountCodes: [String: String]

    /// The fold of `wallet`, `currencyCodes` mapping a currency symbol to its ISO code: one pass over its
    /// transactions.
    init(_ wallet: WalletState, currencyCodes: [String: String]) {
        var accountCodes: [String: String] = [:]
        for account in wallet.accounts where accountCodes[account.id] == nil {
            accountCodes[account.id] = currencyCodes[account.currency] ?? account.currency
        }
        var tallies: [String: Tally] = [:]
        for transaction in wallet.transactions {
            guard let code = Self.code(of: transaction, currencyCodes: currencyCodes, accountCodes: accountCodes)
            else { continue }
            tallies[code, default: Tally()].add(transaction)
        }
        // The most transactions; of two currencies with as many, the first code in alphabetical order.
        let chosen = tallies.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }
        let code = chosen?.key ?? wallet.accounts.first.map { currencyCodes[$0.currency] ?? $0.currency } ?? ""
        let tally = chosen?.value ?? Tally()
        let accounts = wallet.accounts.filter { accountCodes[$0.id] == code }
        self.code = code
        self.tally = tally
        self.currencyCodes = currencyCodes
        self.accountCodes = accountCodes
        count = tally.count
        leftOut = wallet.transactions.count - tally.count
        accountCount = accounts.count
        accountsBalance = accounts.reduce(Decimal(0)) { $0 + $1.balance }
        let ranked = tally.debits.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        kept = Set(ranked.prefix(Self.keptCategories).map(\.key))
    }

    /// The account a transaction's money is on in the plain journal, or nil when it is left out.
    func holder(of transaction: Transaction) -> String? {
        guard Self.code(of: transaction, currencyCodes: currencyCodes, accountCodes: accountCodes) == code else {
            return nil
        }
        return transaction.accountID == nil ? Self.cards : Self.accounts
    }

    /// The other side of a transaction: `Income`, or its category's expense account.
    func other(of transaction: Transaction) -> String {
        guard transaction.direction == .debit else { return Self.income }
        let category = Self.category(transaction)
        return kept.contains(category) ? "Expenses:" + category : Self.otherExpenses
    }

    /// The opening entry's amount: the accounts' balances less what their transactions moved.
    var opening: Decimal { accountsBalance - tally.accountsMoved }

    /// What `ledger balance` shows for each account of the plain journal, as the last part of its name and its
    /// amount ("Accounts", "176951.25"): the accounts' total as the data's balances give it, and the cards',
    /// the income's, each expense account's and the opening's as the data's transactions add up. Written as
    /// ledger shows an amount with no commodity (`shown`).
    var balances: [(account: String, amount: String)] {
        var rows: [(String, Decimal)] = [
            ("Accounts", accountsBalance), ("Cards", tally.cards), ("Income", -tally.income),
            ("Opening balances", -opening),
        ]
        var other: Decimal = 0
        for (category, debits) in tally.debits.sorted(by: { $0.key < $1.key }) {
            if kept.contains(category) {
                rows.append((category, debits.sum))
            } else {
                other += debits.sum
            }
        }
        rows.append(("other categories", other))
        return rows.map { ($0.0, Self.shown(LedgerJournal.plain($0.1, currency: code))) }
    }

    /// An amount as `ledger balance` shows one with no commodity: its trailing zeros after the point dropped, and
    /// the point with them when nothing is left ("4099446.60" is "4099446.6", "95000.00" is "95000").
    static func shown(_ plain: String) -> String {
        guard plain.contains(".") else { return plain }
        var text = Substring(plain)
        while text.last == "0" { text = text.dropLast() }
        if text.last == "." { text = text.dropLast() }
        return String(text)
    }

    /// A transaction's currency as an ISO code, or nil when it is on an account kept in another currency (or on
    /// no account the wallet has).
    private static func code(
        of transaction: Transaction, currencyCodes: [String: String], accountCodes: [String: String]
    ) -> String? {
        let code = currencyCodes[transaction.currency] ?? transaction.currency
        if let id = transaction.accountID, accountCodes[id] != code { return nil }
        return code
    }

    private static func category(_ transaction: Transaction) -> String {
        LedgerJournal.segment(transaction.category, empty: "uncategorised")
    }

    /// What one currency's transactions add up to.
    private struct Tally {
        var count = 0
        var accountsMoved: Decimal = 0
        var cards: Decimal = 0
        var income: Decimal = 0
        var debits: [String: (count: Int, sum: Decimal)] = [:]

        mutating func add(_ transaction: Transaction) {
            count += 1
            if transaction.accountID == nil {
                cards += transaction.signedAmount
            } else {
                accountsMoved += transaction.signedAmount
            }
            if transaction.direction == .debit {
                let category = LedgerFold.category(transaction)
                debits[category, default: (0, 0)].count += 1
                debits[category, default: (0, 0)].sum += transaction.amount
            } else {
                income += transaction.amount
            }
        }
    }
}
