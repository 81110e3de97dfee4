import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

/// A history read through positions is the rows at those positions, newest (the last position) first; two
/// histories are equal when their rows are, however each is held.
@Suite("Transaction history read through positions")
struct TransactionHistoryRulesTests {
    static let rows = TransferFixture.numberedRows(6)

    @Test func positions_areReadFromTheEnd() {
        let history = TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: [0, 2, 5])
        #expect(history.count == 3)
        #expect(history.map(\.id) == ["t-5", "t-2", "t-0"])
        #expect(TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: []).isEmpty)
    }

    @Test func equality_isOfTheRows_howeverTheyAreHeld() {
        let read = TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: [1, 3])
        #expect(read == TransactionHistory([Self.rows[3], Self.rows[1]]))
        #expect(read == TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: [1, 3]))
        #expect(read != TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: [3, 1]))
        #expect(read != TransactionHistory(transactions: TransactionLog(Self.rows), oldestFirst: [1, 4]))
        #expect(read != TransactionHistory([Self.rows[3]]))
        var other = Self.rows
        other[3].note = "changed"
        #expect(read != TransactionHistory(transactions: TransactionLog(other), oldestFirst: [1, 3]))
    }
}
