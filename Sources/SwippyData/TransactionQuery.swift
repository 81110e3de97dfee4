import Foundation

/// Search and filters over one user's history, built for long histories: a query walks the history
/// at most once (no sorting, no lookups that grow with the history), keeps its order (newest first, as
/// `WalletState.history(ofUser:)` gives it) and returns the matching rows; paging then slices that
/// result without running the query again.
public struct TransactionQuery: Equatable, Sendable {
    /// The user's history, newest first.
    public let history: [Transaction]
    /// The name shown for each account id or card number ("Savings ••4821").
    public let holderNames: [String: String]
    /// ISO code for each currency text that is not one already (card symbols: "₹" → "INR").
    public let currencyCodes: [String: String]
    /// The index every run reads (built here, once per query).
    let columns: TransactionColumns

    /// A query over `history` (newest first). `holderNames` names accounts and cards for rows and search;
    /// `currencyCodes` maps symbols to ISO codes.
    public init(history: [Transaction], holderNames: [String: String], currencyCodes: [String: String] = [:]) {
        self.history = history
        self.holderNames = holderNames
        self.currencyCodes = currencyCodes
        columns = TransactionColumns(history)
    }

    /// A query over `userID`'s whole history in `wallet`, accounts and cards named as the app shows them.
    public init(userID: String, wallet: WalletState, reference: ReferenceData) {
        var names: [String: String] = [:]
        for account in wallet.accounts(of: userID) { names[account.id] = "\(account.name) ••\(account.number.suffix(4))" }
        for card in wallet.cards(of: userID) { names[card.number] = card.label }
        var codes: [String: String] = [:]
        for currency in reference.currencies { codes[currency.symbol] = currency.code }
        self.init(history: wallet.history(ofUser: userID), holderNames: names, currencyCodes: codes)
    }

    /// Two queries are equal when their history and names are (the index is made from them).
    public static func == (lhs: TransactionQuery, rhs: TransactionQuery) -> Bool {
        lhs.history == rhs.history && lhs.holderNames == rhs.holderNames && lhs.currencyCodes == rhs.currencyCodes
    }

    /// The ISO code of `transaction`'s currency.
    public func code(of transaction: Transaction) -> String {
        currencyCodes[transaction.currency] ?? transaction.currency
    }

    /// The name of the account or card `transaction` belongs to ("" when unknown).
    public func holderName(of transaction: Transaction) -> String {
        transaction.accountID.flatMap { holderNames[$0] } ?? transaction.cardNumber.flatMap { holderNames[$0] } ?? ""
    }

    /// The rows matching `filter`, newest first: at most one walk over the history (over only the rows of a
    /// date range), through the index built with the query (see `TransactionQueryPlan`). The rows are
    /// positions into `history`: a page reads only its own transactions.
    public func run(_ filter: TransactionFilter) -> TransactionRows {
        guard !filter.isEmpty else { return TransactionRows(all: history) }
        let needle = filter.search.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        return TransactionQueryPlan(filter, search: needle, query: self).run()
    }

    /// True when a text field of `transaction` holds `needle`, ignoring case; digits also match a phone
    /// written with spaces or a "+91" prefix in the counterparty or note.
    static func contains(_ transaction: Transaction, _ needle: String) -> Bool {
        let fields = [transaction.counterparty, transaction.note, transaction.reference, transaction.category]
        if fields.contains(where: { $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
            return true
        }
        let digits = needle.filter(\.isASCII).filter(\.isNumber)
        guard digits.count >= 4, digits.count == needle.filter({ $0 != " " && $0 != "+" && $0 != "-" }).count else {
            return false
        }
        return [transaction.counterparty, transaction.note].contains { $0.filter(\.isNumber).contains(digits) }
    }
}
