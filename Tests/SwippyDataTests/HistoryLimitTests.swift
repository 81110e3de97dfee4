import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyData

/// `history(ofUser:limit:)` picks the newest transactions in one pass: it must give exactly the first
/// `limit` of the full, sorted history, ties included.
@Suite("WalletState: the newest transactions of a user")
struct HistoryLimitTests {
    @Test func aLimitedHistory_isThePrefixOfTheFullOne_forEveryUserAndLimit() throws {
        var wallet = try RepositoryFiles.mockData().wallet
        // Same-moment transactions, so the recording-order tie break is exercised too.
        let copies = wallet.transactions.prefix(6).enumerated().map { index, transaction in
            var copy = transaction
            copy.id = "tie-\(index)"
            copy.date = wallet.transactions[0].date
            return copy
        }
        wallet.transactions += copies
        for user in wallet.users {
            let full = wallet.history(ofUser: user.id)
            for limit in 0...(full.count + 2) {
                #expect(wallet.history(ofUser: user.id, limit: limit).map(\.id) == full.prefix(limit).map(\.id))
            }
        }
    }
}
