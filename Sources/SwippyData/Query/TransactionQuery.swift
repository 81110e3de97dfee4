import Foundation

/// Search and filters over one user's history: a run keeps the history's order (newest first, as
/// `WalletState.history(ofUser:)` gives it) and returns the matching rows; paging then slices that result
/// without running the query again. How the rows are found is its `TransactionIndex`'s business.
public struct TransactionQuery: Equatable, Sendable {
    /// The user's history, newest first (read from the wallet's transactions when the store's index gave it).
    public let history: TransactionHistory
    /// The name shown for each account id or card number ("Savings ••4821").
    public let holderNames: [String: String]
    /// ISO code for each currency text that is not one already (card symbols: "₹" → "INR").
    public let currencyCodes: [String: String]
    /// What every run asks for its rows (made once per query, from the history).
    public let index: any TransactionIndex
    /// The positions in `history` of the legs of internal moves (`InternalMoves`), ascending.
    public let internalPositions: [Int]

    /// A query over `history` (newest first). `holderNames` names accounts and cards for rows and search;
    /// `currencyCodes` maps symbols to ISO codes; `makeIndex` indexes the history (the plain walk when nil).
    public init(
        history: TransactionHistory, holderNames: [String: String], currencyCodes: [String: String] = [:],
        indexedBy makeIndex: ((TransactionHistory) -> any TransactionIndex)? = nil
    ) {
        self.history = history
        self.holderNames = holderNames
        self.currencyCodes = currencyCodes
        index = makeIndex?(history) ?? PlainTransactionIndex()
        internalPositions = InternalMoves.positions(in: history, date: history.date(at:))
    }

    /// A query over the rows of `history` (newest first).
    public init(
        history: [Transaction], holderNames: [String: String], currencyCodes: [String: String] = [:],
        indexedBy makeIndex: ((TransactionHistory) -> any TransactionIndex)? = nil
    ) {
        self.init(
            history: TransactionHistory(history), holderNames: holderNames, currencyCodes: currencyCodes,
            indexedBy: makeIndex)
    }

    /// A query over `userID`'s whole history in `wallet`, accounts and cards named as the app shows them.
    /// `history` is that history when the caller has it already (the store's index), else it is walked for.
    public init(
        userID: String, wallet: WalletState, reference: ReferenceData, history: TransactionHistory? = nil,
        indexedBy makeIndex: ((TransactionHistory) -> any TransactionIndex)? = nil
    ) {
        var names: [String: String] = [:]
        for account in wallet.accounts(of: userID) {
            names[account.id] = "\(account.name) ••\(account.number.suffix(4))"
        }
        for card in wallet.cards(of: userID) { names[card.number] = card.label }
        var codes: [String: String] = [:]
        for currency in reference.currencies { codes[currency.symbol] = currency.code }
        self.init(
            history: history ?? TransactionHistory(wallet.history(ofUser: userID)), holderNames: names,
            currencyCodes: codes,
            indexedBy: makeIndex)
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

    /// The history without the legs of internal moves: what spending is counted from.
    public var historyLeavingOutInternal: [Transaction] {
        guard !internalPositions.isEmpty else { return Array(history) }
        var kept: [Transaction] = []
        kept.reserveCapacity(history.count - internalPositions.count)
        var next = internalPositions.makeIterator()
        var skip = next.next()
        for (position, row) in history.enumerated() {
            if position == skip {
                skip = next.next()
            } else {
                kept.append(row)
            }
        }
        return kept
    }

    /// The legs of internal moves among `rows` (a run of this query), in the history's order.
    public func internalRows(among rows: TransactionRows) -> [Transaction] {
        guard rows.history == history else {
            let all = Array(rows)
            return InternalMoves.positions(in: all).map { all[$0] }
        }
        guard let positions = rows.positions else { return internalPositions.map { history[$0] } }
        return internalPositions.filter { position in
            // `positions` ascend (the history's order): a binary search finds each internal leg.
            var (low, high) = (0, positions.count)
            while low < high {
                let middle = (low + high) / 2
                if positions[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < positions.count && positions[low] == position
        }.map { history[$0] }
    }

    /// The rows matching `filter`, in the history's order (a search is trimmed first; blank is none).
    public func run(_ filter: TransactionFilter) -> TransactionRows {
        guard !filter.isEmpty else { return TransactionRows(all: history) }
        let needle = filter.search.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        return TransactionRows(history: history, positions: index.positions(matching: filter, search: needle, in: self))
    }

    /// True when a text field of `transaction` holds `needle`, ignoring case; a phone-like needle also matches
    /// the digits of the other side's mobile, the counterparty or the note (`phoneDigits`).
    static func contains(_ transaction: Transaction, _ needle: String) -> Bool {
        let fields = [transaction.counterparty, transaction.note, transaction.reference, transaction.category]
        if fields.contains(where: { $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }) {
            return true
        }
        guard let digits = phoneDigits(needle) else { return false }
        return [transaction.counterpartyMobile ?? "", transaction.counterparty, transaction.note].contains {
            $0.filter(\.isNumber).contains(digits)
        }
    }

    /// The digits a phone-like search looks for, or nil when `needle` is not one: at least four digits and only
    /// spaces, "+" or "-" besides them. A whole mobile number loses its "+91", "91" or "0" (`IdentityRules.mobile`),
    /// so "+91 91234 56780", "9123456780" and "56780" all find the mobile 9123456780.
    public static func phoneDigits(_ needle: String) -> String? {
        let digits = needle.filter(\.isASCII).filter(\.isNumber)
        guard digits.count >= 4, digits.count == needle.filter({ $0 != " " && $0 != "+" && $0 != "-" }).count else {
            return nil
        }
        return IdentityRules.mobile(needle) ?? digits
    }
}
