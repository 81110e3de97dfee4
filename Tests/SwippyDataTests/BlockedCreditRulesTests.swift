import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Blocked and inactive cards: no credit available")
struct BlockedCreditRulesTests {
    static func wallet(_ status: CardStatus?) -> WalletState {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].creditLimit = 70_000
        wallet.cards[0].creditUsed = 999.99
        wallet.cards[0].status = status
        return wallet
    }

    @Test(arguments: [
        (CardStatus?.none, Decimal(6_900_001) / 100), (.active, 6_900_001 / 100), (.blocked, 0),
        (.inactive, 0),
    ])
    func available_isNothingUnlessActive(status: CardStatus?, available: Decimal) throws {
        let ledger = Ledger(reference: TransferFixture.reference())
        let line = try #require(ledger.creditLines(of: "u-asha", in: Self.wallet(status)).first)
        #expect(line.available == available)
        #expect(line.used == Decimal(99_999) / 100, "what is owed stays owed")
        #expect(CreditLine.totals([line]).available == available)

        let summary = MoneySummary(
            userID: "u-asha", wallet: Self.wallet(status), reference: TransferFixture.reference())
        #expect(summary.creditLines.first?.available == Money(available, "INR"))
        #expect(summary.creditLines.first?.status == status ?? .active)
    }

    @Test func cashFromABlockedLine_isRefused_butItsBillCanBePaid() throws {
        var wallet = Self.wallet(.blocked)
        let ledger = Ledger(reference: TransferFixture.reference())
        let line = try #require(ledger.creditLines(of: "u-asha", in: wallet).first)
        let savings = try #require(wallet.accounts.first)
        #expect(throws: TransferFailure.self) { try ledger.checkCashWithdrawal(100, from: line, into: savings).get() }

        let order = TransferOrder(
            sourceID: "a-savings", payee: .cardDue(position: 0), amount: 242.33, note: "",
            requestID: "r1")
        let result = ledger.send(
            order, pin: TransferFixture.pin, userID: "u-asha", date: TransferFixture.date, newReference: { "R1" },
            in: &wallet)
        guard case .finished(.sent) = result else {
            Issue.record("\(result)")
            return
        }
        #expect(wallet.cards[0].due?.outstanding == 0)
    }
}
