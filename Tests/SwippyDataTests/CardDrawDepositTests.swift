import Foundation
import SwippyData
import SwippyTestSupport
import Testing

/// Add money from a card is a cash draw on that card's credit line by the one rule Credit's withdrawal uses:
/// the cap, the fee and the available credit apply, used, available and the due move, History sees a draw on
/// the card (an internal move, not income), and a card that cannot fund it is refused with the reason.
@Suite("Ledger: add money from a card draws on its credit line")
struct CardDrawDepositTests {
    let ledger = CreditFixture.ledger
    /// "Millennia Credit Card ••3456", as the deposit sources list Asha's card.
    static let card = "Millennia Credit Card ••3456"

    func deposit(
        _ amount: Decimal, from source: String = card, into account: String = "a-savings",
        in wallet: inout WalletState
    ) -> Result<Transaction, TransferFailure> {
        ledger.deposit(amount, into: account, from: source, userID: "u-asha", date: TransferFixture.date, in: &wallet)
    }

    @Test func theIssuesRepro_isRefusedByTheCashCap_andNothingMoves() {
        var wallet = CreditFixture.wallet()
        let before = wallet
        for _ in 0..<2 {
            #expect(
                deposit(200_000, in: &wallet).failureMessage == "One cash withdrawal can be at most ₹50,000.00.")
        }
        #expect(wallet == before)
    }

    @Test func aDrawFromTheCard_movesTheLine_andEqualsCreditsWithdrawal() throws {
        var drawn = CreditFixture.wallet()
        let credit = try deposit(10_000, in: &drawn).get()
        var withdrawn = CreditFixture.wallet()
        _ = CreditFixture.submit(CreditFixture.order(.withdraw, 10_000), in: &withdrawn)

        let line = try #require(ledger.creditLine(at: 0, userID: "u-asha", in: drawn))
        // ₹10,000 and its ₹250 fee are in use and owed; the account has the ₹10,000.
        #expect((line.used, line.available) == (30_250, 69_750))
        #expect(drawn.cards[0].due?.outstanding == Decimal(24_233) / 100 + 10_250)
        #expect(drawn.accounts[0].balance == 20_000)
        #expect(drawn.cards == withdrawn.cards, "one rule: the same line as Credit's withdrawal")
        #expect(drawn.accounts == withdrawn.accounts)
        #expect(credit.accountID == "a-savings" && credit.direction == .credit && credit.category == "credit line")
        let rows = drawn.transactions.filter { $0.reference == credit.reference }
        #expect(rows.map(\.cardNumber) == ["4386 2894 0012 3456", "4386 2894 0012 3456", nil])
        #expect(rows.map(\.amount) == [10_000, 250, 10_000])
        let history = drawn.history(ofUser: "u-asha", limit: 10).sorted { $0.id < $1.id }
        let internalIDs = Set(InternalMoves.positions(in: history).map { history[$0].id })
        #expect(internalIDs == Set([credit.id, "\(credit.reference)-D"]), "a draw on the card, not income")
    }

    @Test func theLimitAndTheAvailableCredit_apply() {
        var wallet = CreditFixture.wallet(used: 95_000)
        let before = wallet
        #expect(
            deposit(5_000, in: &wallet).failureMessage
                == "Over the available credit: ₹5,000.00 is available, and ₹5,000.00 needs ₹5,250.00 with its fee.")
        #expect(wallet == before)
    }

    static let cardsThatCannotFund: [(String, @Sendable (inout PaymentCard) -> Void, String)] = [
        (
            "blocked",
            {
                $0.status = .blocked
                $0.blockReason = "Lost card"
            },
            "Millennia Credit Card ••3456 is blocked (Lost card): money cannot be drawn from it."
        ),
        (
            "inactive", { $0.status = .inactive },
            "Millennia Credit Card ••3456 is inactive: activate it before drawing money from it."
        ),
        (
            "expired", { $0.expiry = CardExpiry(month: 1, year: 2026) },
            "Millennia Credit Card ••3456 expired at the end of 01/26: money cannot be drawn from it."
        ),
        (
            "no credit line", { $0.creditLimit = nil },
            "Millennia Credit Card ••3456 has no credit line: money cannot be drawn from it."
        ),
    ]

    @Test(arguments: cardsThatCannotFund)
    func aCardThatCannotFund_isRefusedWithTheReason(
        _ name: String, change: @Sendable (inout PaymentCard) -> Void, message: String
    ) {
        var wallet = CreditFixture.wallet()
        change(&wallet.cards[0])
        let before = wallet
        #expect(ledger.drawRefusal(wallet.cards[0], at: TransferFixture.date)?.message == message, "\(name)")
        #expect(deposit(100, in: &wallet).failureMessage == message, "\(name)")
        #expect(wallet == before, "\(name): a refusal changes nothing")
    }

    @Test func onlyTheUsersCardsAndBankTransfer_fundADeposit() {
        var wallet = CreditFixture.wallet()
        let before = wallet
        #expect(
            deposit(100, from: "Someone's card", in: &wallet).failureMessage
                == "Choose where the money comes from: one of your cards or Bank transfer.")
        #expect(wallet == before)
        #expect((try? deposit(100, from: "Bank transfer", in: &wallet).get())?.category == "deposit")
    }
}
