import Foundation

/// The one rule for money that never left the user: a move between their own accounts, a payment of their own
/// card's due from their own account (or a repayment of its line), a cash withdrawal from their card's credit
/// line into their own account. Each is recorded as two legs of one transfer, a debit and a credit with the same
/// reference and moment, both on the user's own accounts and cards. A fee is never internal: it left.
/// Spending and whole-wallet totals leave these legs out; an account's or a card's own view still counts them.
public enum InternalMoves {
    /// The category of a fee leg, which is money that left even when the rest of its transfer stayed.
    public static let feeCategory = "fees"

    /// The positions in `history` (one user's own rows, ordered by date as every history is) of the legs of
    /// internal moves, ascending: a leg is internal when another row of `history` with the same reference and
    /// date goes the other way, neither being a fee. One walk: legs share their moment, so only rows of the same
    /// moment are compared.
    public static func positions<Rows: RandomAccessCollection<Transaction>>(in history: Rows) -> [Int]
    where Rows.Index == Int {
        positions(in: history) { history[$0].date }
    }

    /// The same, `date` reading one row's date alone (a row kept in a `TransactionStorage` is then read whole
    /// only when it shares its moment with another).
    public static func positions<Rows: RandomAccessCollection<Transaction>>(
        in history: Rows, date: (Int) -> Date
    ) -> [Int] where Rows.Index == Int {
        var found: [Int] = []
        var start = history.startIndex
        while start < history.endIndex {
            var end = start + 1
            let moment = date(start)
            while end < history.endIndex, date(end) == moment { end += 1 }
            if end - start > 1 { found += legs(in: history, start..<end) }
            start = end
        }
        return found
    }

    /// The legs among `history[range]` (rows of one moment): linear in the rows, however many share the moment.
    private static func legs<Rows: RandomAccessCollection<Transaction>>(in history: Rows, _ range: Range<Int>) -> [Int]
    where Rows.Index == Int {
        var directions: [String: Set<Transaction.Direction>] = [:]
        for position in range where history[position].category != feeCategory {
            directions[history[position].reference, default: []].insert(history[position].direction)
        }
        return range.filter { position in
            let row = history[position]
            return row.category != feeCategory && directions[row.reference]?.count == 2
        }
    }
}
