import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// A seeded random walk of withdrawals and repayments on a credit line: after every step the money held in
/// accounts minus what is in use on the line, plus the withdrawal fees charged, is what it was at the start;
/// nothing is negative and the line never goes over its limit.
@Suite("Ledger: randomized credit line simulation")
struct CreditSimulationTests {
    @Test(arguments: [UInt64(14), 20_261_122, 592_741])
    func randomWithdrawalsAndRepayments_conserveMoney(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var wallet = CreditFixture.wallet()
        func held(_ wallet: WalletState) -> Decimal {
            TransferFixture.total(wallet) - (wallet.cards[0].creditUsed ?? 0)
        }
        let start = held(wallet)
        var fees = Decimal(0)
        var sent = 0
        for step in 0..<400 {
            let kind: CreditOrder.Kind = Bool.random(using: &generator) ? .withdraw : .repay
            let account =
                ["a-savings", "a-salary", "a-joint", "a-frozen", "r-main"].randomElement(using: &generator)
                ?? "a-savings"
            let amount = Decimal(Int.random(in: 0...3_000_000, using: &generator)) / 100
            let order = CreditOrder(
                kind: kind, cardPosition: 0, accountID: account, amount: amount, requestID: "r\(step)")
            if case .finished(.sent(let receipt)) = CreditFixture.submit(order, in: &wallet) {
                fees += receipt.fee.amount
                sent += 1
            }
            #expect(held(wallet) + fees == start)
            #expect(wallet.accounts.allSatisfy { $0.balance >= 0 })
            let used = wallet.cards[0].creditUsed ?? 0
            #expect(used >= 0 && used <= 100_000)
        }
        #expect(sent > 50)
    }
}
