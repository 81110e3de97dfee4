import Foundation

/// The rows a `TransactionQuery` gives, in the history's order: a collection of transactions (`rows[0]`,
/// `rows.count`, `map`) that shares the query's history rather than copying it, so a page reads only its own
/// rows. Two are equal when they hold the same transactions in the same order.
public struct TransactionRows: RandomAccessCollection, Equatable, Sendable {
    /// The history the positions point into.
    package let history: TransactionHistory
    /// The positions kept, in order; nil for the whole history.
    package let positions: [Int]?

    /// No rows.
    public init() {
        self.init(history: [], positions: nil)
    }

    /// The whole of `history`.
    public init(all history: [Transaction]) {
        self.init(history: TransactionHistory(history), positions: nil)
    }

    /// The whole of `history`.
    init(all history: TransactionHistory) {
        self.init(history: history, positions: nil)
    }

    /// The rows of `history` at `positions` (each a valid index, in the order shown).
    init(history: [Transaction], positions: [Int]?) {
        self.init(history: TransactionHistory(history), positions: positions)
    }

    /// The rows of `history` at `positions` (each a valid index, in the order shown).
    init(history: TransactionHistory, positions: [Int]?) {
        self.history = history
        self.positions = positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions?.count ?? history.count }

    public subscript(position: Int) -> Transaction {
        guard let positions else { return history[position] }
        return history[positions[position]]
    }

    public static func == (lhs: TransactionRows, rhs: TransactionRows) -> Bool {
        // Same history and same positions (both cheap when shared); otherwise the transactions themselves.
        if lhs.history == rhs.history && lhs.positions == rhs.positions { return true }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
