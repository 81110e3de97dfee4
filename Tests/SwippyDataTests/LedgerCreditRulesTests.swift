import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: credit line withdraw and repay")
struct LedgerCreditRulesTests {
    let ledger = CreditFixture.ledger

    @Test func theLine_isLimitUsedAvailable() throws {
        let line = try #require(ledger.creditLines(of: "u-asha", in: CreditFixture.wallet()).first)
        #expect((line.limit, line.used, line.available, line.utilisationPercent) == (100_000, 20_000, 80_000, 20))
        #expect(line.currency == "INR")
        #expect(ledger.creditLines(of: "u-rahul", in: CreditFixture.wallet()).isEmpty)
    }

    @Test func withdraw_movesCashAndFee_recordedOnBothSides() throws {
        var wallet = CreditFixture.wallet()
        let submission = CreditFixture.submit(CreditFixture.order(.withdraw, 10_000), in: &wallet)
        guard case .finished(.sent(let receipt)) = submission else {
            Issue.record("not sent: \(submission)")
            return
        }
        // Fee: 2.5 % of ₹10,000 = ₹250, the minimum.
        #expect(receipt.fee == Money(250, "INR"))
        #expect(wallet.cards[0].creditUsed == 30_250)
        #expect(wallet.accounts[0].balance == 20_000)
        let new = wallet.transactions.suffix(3)
        #expect(new.map(\.amount) == [10_000, 250, 10_000])
        #expect(new.map(\.cardNumber) == ["4386 2894 0012 3456", "4386 2894 0012 3456", nil])
        #expect(new.map(\.accountID) == [nil, nil, "a-savings"])
        #expect(wallet.completedRequests == ["r1"])
        // The same request again acts once.
        let again = CreditFixture.submit(CreditFixture.order(.withdraw, 10_000), in: &wallet)
        #expect(
            again == .finished(.refused(.alreadySubmitted("This transfer was already made; nothing was sent again."))))
        #expect(wallet.accounts[0].balance == 20_000)
    }

    @Test func withdraw_isOwed_onTheDue_evenOnACardThatWasFullyPaid() {
        var wallet = CreditFixture.wallet()
        wallet.cards[0].due?.pay(Decimal(24_233) / 100)
        #expect(wallet.cards[0].due?.summary == "Fully paid")
        _ = CreditFixture.submit(CreditFixture.order(.withdraw, 10_000), in: &wallet)
        // ₹10,000 and its ₹250 fee are owed now: the card never reads "Fully paid" while they are.
        #expect(wallet.cards[0].due?.outstanding == 10_250)
        #expect(wallet.cards[0].due?.summary == "₹10,250.00 · Due on the next statement")
        _ = CreditFixture.submit(CreditFixture.order(.withdraw, 1_000, request: "r2"), in: &wallet)
        #expect(wallet.cards[0].due?.outstanding == 11_500, "a second withdrawal adds to what is owed")
        _ = CreditFixture.submit(CreditFixture.order(.repay, 11_500, request: "r3"), in: &wallet)
        #expect(wallet.cards[0].due?.summary == "Fully paid")
    }

    @Test func withdraw_overCapOrAvailable_isRefusedWithTheFigure_neverClamped() throws {
        let wallet = CreditFixture.wallet(used: 95_000)
        let line = try #require(ledger.creditLine(at: 0, userID: "u-asha", in: wallet))
        let savings = wallet.accounts[0]
        #expect(
            ledger.cashWithdrawalAmount("50000.01", from: line, into: savings).failureMessage
                == "One cash withdrawal can be at most ₹50,000.00.")
        #expect(
            ledger.cashWithdrawalAmount("5000", from: line, into: savings).failureMessage
                == "Over the available credit: ₹5,000.00 is available, and ₹5,000.00 needs ₹5,250.00 with its fee.")
        #expect(try ledger.cashWithdrawalAmount("4750", from: line, into: savings).get() == 4_750)
        #expect(ledger.cashWithdrawalAmount("0", from: line, into: savings).failureMessage != nil)
        #expect(
            ledger.cashWithdrawalAmount("10.001", from: line, into: savings).failureMessage
                == "Use at most 2 decimal places.")
        #expect(
            ledger.cashWithdrawalAmount("100", from: line, into: wallet.accounts[2]).failureMessage
                == "Joint is blocked: choose another account.")
    }

    @Test func repay_partOfTheDue_leavesTheRestOwed_thenTheRestIsFullyPaid() {
        var wallet = CreditFixture.wallet()
        let first = CreditFixture.submit(CreditFixture.order(.repay, 100), in: &wallet)
        guard case .finished(.sent) = first else {
            Issue.record("not sent: \(first)")
            return
        }
        #expect(
            wallet.cards[0].due
                == CardDue(id: "due_1", amount: Decimal(14_233) / 100, currency: "₹", state: .pending("due in 6 days")))
        #expect(wallet.cards[0].creditUsed == 19_900)
        #expect(wallet.accounts[0].balance == 9_900)
        _ = CreditFixture.submit(CreditFixture.order(.repay, 1_000, request: "r2"), in: &wallet)
        #expect(wallet.cards[0].due?.state == .fullyPaid)
        #expect(wallet.cards[0].due?.amount == 0)
        #expect(wallet.cards[0].creditUsed == 18_900)
    }

    @Test func repay_overUsedOrBalance_isRefusedWithTheFigure() throws {
        let wallet = CreditFixture.wallet(used: 20_000)
        let line = try #require(ledger.creditLine(at: 0, userID: "u-asha", in: wallet))
        #expect(
            ledger.repaymentAmount("20000.01", to: line, from: wallet.accounts[0]).failureMessage
                == "You can repay at most what is in use, ₹20,000.00.")
        #expect(
            ledger.repaymentAmount("600", to: line, from: wallet.accounts[1]).failureMessage
                == "Insufficient balance: Salary has ₹500.50 available.")
        #expect(
            ledger.repaymentAmount("100", to: line, from: wallet.accounts[3]).failureMessage
                == "Frozen is locked: money cannot leave it. Choose another account.")
    }

    @Test func aRefusedSubmit_changesNothing() {
        var wallet = CreditFixture.wallet(used: 95_000)
        let before = wallet
        let orders = [
            CreditFixture.order(.withdraw, 5_000), CreditFixture.order(.withdraw, 60_000, request: "r2"),
            CreditFixture.order(.repay, 95_001, request: "r3"), CreditFixture.order(.repay, 0, request: "r4"),
        ]
        for order in orders {
            guard case .finished(.refused) = CreditFixture.submit(order, in: &wallet) else {
                Issue.record("not refused: \(order)")
                continue
            }
            // The right PIN clears the wrong-PIN count; nothing else may change.
            var expected = before
            expected.security = wallet.security
            #expect(wallet == expected, "a refusal comes before the first write: \(order)")
        }
    }

    @Test func wrongPINs_shareTheTransferLock() {
        var wallet = CreditFixture.wallet()
        #expect(
            CreditFixture.submit(CreditFixture.order(.repay, 100), pin: "000000", in: &wallet)
                == .wrongPIN(attemptsLeft: 2))
        #expect(
            CreditFixture.submit(CreditFixture.order(.withdraw, 100), pin: "000000", in: &wallet)
                == .wrongPIN(attemptsLeft: 1))
        // The third wrong PIN, now in Transfer, locks every flow that uses the transaction PIN.
        let order = TransferOrder(
            sourceID: "a-savings", payee: .ownAccount(id: "a-salary"), amount: 1, note: "", requestID: "t1")
        _ = ledger.send(
            order, pin: "000000", userID: "u-asha", date: TransferFixture.date, newReference: { "SWT1" }, in: &wallet)
        let locked = CreditFixture.submit(CreditFixture.order(.withdraw, 100), in: &wallet)
        guard case .finished(.refused(.transfersLocked)) = locked else {
            Issue.record("not locked: \(locked)")
            return
        }
        #expect(wallet.accounts[0].balance == 10_000)
        #expect(wallet.cards[0].creditUsed == 20_000)
    }
}
