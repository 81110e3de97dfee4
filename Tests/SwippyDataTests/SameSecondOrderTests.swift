import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("History: one order for transactions of the same second")
struct SameSecondOrderTests {
    @Test func cardAndAccountLists_putTheLaterRecordedFirst_likeEveryHistory() {
        var wallet = TransferFixture.wallet()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        wallet.transactions = TransactionLog(
            (1...40).map { number in
                Transaction(
                    id: "t\(number)", date: date, accountID: number.isMultiple(of: 2) ? "a-savings" : nil,
                    cardNumber: number.isMultiple(of: 2) ? nil : "4386 2894 0012 3456", direction: .debit,
                    amount: Decimal(number),
                    currency: "INR", counterparty: "Shop \(number)", category: "shopping", reference: "R\(number)")
            })
        let account = wallet.transactions(ofAccount: "a-savings").map(\.id)
        let card = wallet.transactions(ofCard: "4386 2894 0012 3456").map(\.id)
        #expect(account == stride(from: 40, through: 2, by: -2).map { "t\($0)" })
        #expect(card == stride(from: 39, through: 1, by: -2).map { "t\($0)" })
        #expect(account == wallet.history(ofAccount: "a-savings").map(\.id))
        #expect(card == wallet.newestFirst { $0.cardNumber == "4386 2894 0012 3456" }.map(\.id))
    }
}
