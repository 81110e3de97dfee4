import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// Asha sends, oldest first: ₹100 to Rahul, ₹200 to Priya (saved), ₹50 to Rahul, ₹10 to her Salary account, and
/// buys ₹30 on her card. The quick transfers are the three most recent payees, each once, newest first, each the
/// prefill of its newest transfer; card spending is never one.
@Suite("Quick transfers: the most recent payees")
struct QuickTransferRulesTests {
    static func wallet() throws -> WalletState {
        var wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: TransferFixture.reference())
        let payees: [(Payee, Decimal)] = [
            (.swippyUser(TransferFixture.rahul), 100), (.beneficiary(TransferFixture.priya), 200),
            (.swippyUser(TransferFixture.rahul), 50), (.ownAccount(id: "a-salary"), 10),
        ]
        for (index, (payee, amount)) in payees.enumerated() {
            let order = TransferOrder(
                sourceID: "a-savings", payee: payee, amount: amount, note: "n\(index)", requestID: "r\(index)")
            let result = ledger.send(
                order, pin: TransferFixture.pin, userID: "u-asha",
                date: TransferFixture.date.addingTimeInterval(Double(index)), newReference: { "Q\(index)" },
                in: &wallet)
            guard case .finished(.sent) = result else { throw FixtureError("\(result)") }
        }
        wallet.transactions.append(
            Transaction(
                id: "buy", date: TransferFixture.date.addingTimeInterval(60), cardNumber: wallet.cards[0].number,
                direction: .debit, amount: 30, currency: "₹", counterparty: "Shop", category: "shopping",
                reference: "B1"))
        return wallet
    }

    @Test func theThreeMostRecentPayees_eachOnce_newestFirst() throws {
        let quick = TransferPrefill.quick(
            userID: "u-asha", wallet: try Self.wallet(), ledger: Ledger(reference: TransferFixture.reference()))

        #expect(
            quick.map(\.payee) == [
                .ownAccount(id: "a-salary"), .swippyUser(TransferFixture.rahul),
                .beneficiary(
                    TransferFixture.priya),
            ])
        #expect(quick.map(\.amount) == [10, 50, 200], "each payee's newest transfer")
        #expect(quick.allSatisfy { $0.sourceID == "a-savings" })
    }

    @Test func aUserWhoSentNothing_hasNone() throws {
        let quick = TransferPrefill.quick(
            userID: "u-rahul", wallet: try Self.wallet(), ledger: Ledger(reference: TransferFixture.reference()))
        #expect(quick.isEmpty)
    }
}
