import Foundation

/// One user's history, newest first, read from the wallet's own transactions through their positions (the
/// store's history index keeps them), or a list of rows as given. History's query holds this instead of a copy
/// of the rows: at a million transactions, 4 bytes a row rather than a second million transactions.
public struct TransactionHistory: RandomAccessCollection, Equatable, Sendable {
    /// The transactions the rows are read from (a wallet's, shared with it).
    private let transactions: TransactionLog
    /// The rows' positions in `transactions`, oldest first (row 0 is the last); nil: `transactions` in order.
    private let oldestFirst: [Int32]?

    /// `rows` as they are, in their order.
    public init(_ rows: [Transaction]) {
        transactions = TransactionLog(rows)
        oldestFirst = nil
    }

    /// The transactions of `transactions` at `oldestFirst` (valid positions), newest (the last) first.
    public init(transactions: TransactionLog, oldestFirst: [Int32]) {
        self.transactions = transactions
        self.oldestFirst = oldestFirst
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { oldestFirst?.count ?? transactions.count }

    public subscript(row: Int) -> Transaction {
        transactions[position(of: row)]
    }

    /// Row `row`'s date, read without making the row (`TransactionLog.date(at:)`).
    public func date(at row: Int) -> Date {
        transactions.date(at: position(of: row))
    }

    /// The same rows in the same order: the same positions of the same transactions (no row read), or else
    /// equal rows.
    public static func == (lhs: TransactionHistory, rhs: TransactionHistory) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.transactions.sharesStorage(with: rhs.transactions), lhs.oldestFirst == rhs.oldestFirst { return true }
        return lhs.elementsEqual(rhs)
    }

    /// The log the rows are read from.
    public var log: TransactionLog { transactions }

    /// Where row `row` is in `log`.
    @inline(__always)
    public func position(of row: Int) -> Int {
        guard let oldestFirst else { return row }
        return Int(oldestFirst[oldestFirst.count - 1 - row])
    }
}
