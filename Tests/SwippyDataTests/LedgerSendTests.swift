import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@Suite("Ledger: sending money")
struct LedgerSendTests {
    let pin = TransferFixture.pin
    let date = TransferFixture.date

    /// Name, payee, change of all Swippy balances, whether a credit lands in Swippy.
    static let payees: [(String, Payee, Decimal, Bool)] = [
        ("beneficiary", .beneficiary(TransferFixture.priya), -100, false),
        (
            "new account",
            .newAccount(NewAccountDetails(name: "Anil", accountNumber: "123456789012", ifsc: "HDFC0000060")), -100,
            false
        ),
        ("swippy user", .swippyUser(TransferFixture.rahul), 0, true),
        ("own account", .ownAccount(id: "a-salary"), 0, true),
        ("card due", .cardDue(position: 0), -100, false),
    ]

    func order(_ payee: Payee, _ amount: Decimal, from source: String = "a-savings", request: String = "REQ-1")
        -> TransferOrder
    {
        TransferOrder(sourceID: source, payee: payee, amount: amount, note: "Rent", requestID: request)
    }

    func send(
        _ order: TransferOrder, pin: String? = nil, ledger: Ledger = Ledger(reference: TransferFixture.reference()),
        in wallet: inout WalletState
    ) -> TransferSubmission {
        var references = 0
        return ledger.send(
            order, pin: pin ?? self.pin, userID: "u-asha", date: date,
            newReference: {
                references += 1
                return "REF-\(references)"
            }, in: &wallet)
    }

    @Test(arguments: payees)
    func theRightPin_movesTheMoneyAndRecordsTheTransactions(
        _ name: String, payee: Payee, totalChange: Decimal, credits: Bool
    ) throws {
        var wallet = TransferFixture.wallet()
        let before = TransferFixture.total(wallet)

        let result = send(order(payee, 100), in: &wallet)

        guard case .finished(.sent(let receipt)) = result else {
            Issue.record("\(name): \(result)")
            return
        }
        #expect(receipt.reference == "REF-1")
        #expect(receipt.newBalance == Money(9_900, "INR"))
        #expect(TransferFixture.total(wallet) - before == totalChange)
        let recorded = wallet.transactions.filter { $0.reference == "REF-1" }
        let debit = try #require(recorded.first { $0.direction == .debit })
        #expect(debit == receipt.debit)
        #expect(debit.accountID == "a-savings" && debit.date == date && debit.counterparty == receipt.counterparty)
        #expect(recorded.allSatisfy { $0.note == "Rent" && $0.amount == 100 })
        #expect(recorded.filter { $0.direction == .credit && $0.accountID != nil }.count == (credits ? 1 : 0))
        #expect(wallet.completedRequests == ["REQ-1"])
    }

    @Test func payingTheWholeDue_marksTheCardFullyPaid_andPartLeavesTheRest() {
        var whole = TransferFixture.wallet()
        _ = send(order(.cardDue(position: 0), 242.33), in: &whole)
        #expect(whole.cards[0].due == CardDue(id: "due_1", amount: 0, currency: "₹", state: .fullyPaid))
        #expect(whole.transactions.contains { $0.cardNumber == "4386 2894 0012 3456" && $0.direction == .credit })

        var part = TransferFixture.wallet()
        _ = send(order(.cardDue(position: 0), 42.33), in: &part)
        #expect(part.cards[0].due?.amount == 200)
        #expect(part.cards[0].due?.state == .pending("due in 6 days"))
    }

    static let failures: [(String, String, Payee, Decimal, TransferFailure)] = [
        (
            "unknown IFSC", "a-savings",
            .newAccount(NewAccountDetails(name: "X", accountNumber: "123456789", ifsc: "ABCD0123456")), 100,
            .verificationFailed("Account verification failed: IFSC ABCD0123456 is not in the bank directory.")
        ),
        (
            "recipient gone", "a-savings", .swippyUser(SwippyRecipient(userID: "u-x", name: "X", mobile: "9000000000")),
            100,
            .recipientNotFound("Recipient not found: no Swippy user has mobile 9000000000.")
        ),
        (
            "too little to convert", "a-savings",
            .swippyUser(SwippyRecipient(userID: "u-emma", name: "Emma", mobile: "9988776655")), 0.2,
            .invalidInput("₹0.20 is less than £0.01 at today's rate.")
        ),
        (
            "blocked target", "a-savings", .ownAccount(id: "a-joint"), 100,
            .recipientNotFound("Joint is blocked and cannot receive money.")
        ),
        (
            "same account", "a-savings", .ownAccount(id: "a-savings"), 100,
            .recipientNotFound("Recipient not found: choose another of your accounts.")
        ),
        (
            "over limit", "a-savings", .beneficiary(TransferFixture.priya), 5_001,
            .limitExceeded("Limit exceeded: one transfer can move at most ₹5,000.00.")
        ),
        (
            "over balance", "a-salary", .beneficiary(TransferFixture.priya), 600,
            .insufficientBalance("Insufficient balance: Salary has ₹500.50 available.")
        ),
        (
            "blocked source", "a-joint", .beneficiary(TransferFixture.priya), 10,
            .sourceUnavailable("Joint is blocked: money cannot leave it. Choose another account.")
        ),
        (
            "someone else's source", "r-main", .beneficiary(TransferFixture.priya), 10,
            .sourceUnavailable("The account you chose is no longer in your wallet.")
        ),
        (
            "over the due", "a-savings", .cardDue(position: 0), 242.34,
            .invalidInput("You can pay at most the due, ₹242.33.")
        ),
    ]

    @Test(arguments: failures)
    func aRefusedTransfer_changesNothing(
        _ name: String, source: String, payee: Payee, amount: Decimal, failure: TransferFailure
    ) {
        var wallet = TransferFixture.wallet()
        let before = wallet

        let result = send(order(payee, amount, from: source), in: &wallet)

        #expect(result == .finished(.refused(failure)), "\(name)")
        // The right PIN clears the wrong-PIN count; nothing else may change.
        var expected = before
        expected.security = wallet.security
        #expect(wallet == expected, "\(name): a refusal comes before the first write")
        #expect(wallet.securityState(of: "u-asha").wrongTransferPINs == 0)
    }

    @Test func moneyIsConserved_overManyRandomTransfers() {
        var generator = SeededGenerator(seed: 42)
        var wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: TransferFixture.reference(perTransfer: 3_000, fee: 7))
        let payees = Self.payees.map(\.1) + [.ownAccount(id: "a-savings")]
        var leftSwippy: Decimal = 0
        let start = TransferFixture.total(wallet)
        for number in 0..<300 {
            let source = ["a-savings", "a-salary"][Int.random(in: 0..<2, using: &generator)]
            let payee = payees[Int.random(in: 0..<payees.count, using: &generator)]
            let cents = Int.random(in: 1...400_000, using: &generator)
            let request = order(payee, Decimal(cents) / 100, from: source, request: "REQ-\(number)")
            let result = ledger.send(
                request, pin: pin, userID: "u-asha", date: date, newReference: { "REF-\(number)" }, in: &wallet)
            if case .finished(.sent(let receipt)) = result, payee.isOutsideBank || payee == .cardDue(position: 0) {
                leftSwippy += receipt.amount.amount + receipt.fee.amount
            }
            #expect(wallet.accounts.allSatisfy { $0.balance >= 0 })
        }
        #expect(start - TransferFixture.total(wallet) == leftSwippy)
        #expect(leftSwippy > 0)
        #expect(Set(wallet.transactions.map(\.id)).count == wallet.transactions.count)
    }

    @Test func aRequestAlreadyCarriedOut_isNeverCarriedOutAgain() {
        var wallet = TransferFixture.wallet()
        _ = send(order(.beneficiary(TransferFixture.priya), 100), in: &wallet)

        let again = send(order(.beneficiary(TransferFixture.priya), 100), in: &wallet)

        #expect(
            again == .finished(.refused(.alreadySubmitted("This transfer was already made; nothing was sent again."))))
        #expect(wallet.accounts[0].balance == 9_900)
        #expect(wallet.transactions.count == 1)
    }

    @Test func wrongPins_countDownThenLockTransfers_andMoveNothing() {
        var wallet = TransferFixture.wallet()
        let request = order(.beneficiary(TransferFixture.priya), 100)

        let results = (0..<4).map { index in send(request, pin: index == 3 ? pin : "111111", in: &wallet) }

        let locked = TransferSubmission.finished(
            .refused(
                .transfersLocked(
                    "Transfers are locked after 3 wrong transaction PINs. To unlock them, choose Forgot transaction "
                        + "PIN in profile and set a new one."
                )))
        #expect(results == [.wrongPIN(attemptsLeft: 2), .wrongPIN(attemptsLeft: 1), locked, locked])
        #expect(wallet.accounts[0].balance == 10_000)
        #expect(wallet.securityState(of: "u-asha").transfersLocked)
        let ledger = Ledger(reference: TransferFixture.reference())
        #expect(ledger.transferLock(of: "u-asha", in: wallet) == ledger.transfersLocked)
        #expect(ledger.transferLock(of: "u-rahul", in: wallet) == nil)
    }

    @Test func aNewAccount_isVerifiedBeforeAnythingElse_byTheSameRuleThatSendsIt() throws {
        let wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: TransferFixture.reference())
        let source = try #require(wallet.accounts.first { $0.id == "a-savings" })
        let unknown = NewAccountDetails(name: "Vikram", accountNumber: "123456789012", ifsc: "ABCD0123456")
        let failure = TransferFailure.verificationFailed(
            "Account verification failed: IFSC ABCD0123456 is not in the bank directory.")
        #expect(ledger.verify(unknown, source: source, in: wallet) == .failure(failure))
        var sent = wallet
        #expect(send(order(.newAccount(unknown), 100), in: &sent) == .finished(.refused(failure)))
        let known = NewAccountDetails(name: "Anil", accountNumber: "123456789012", ifsc: "HDFC0000060")
        #expect(ledger.verify(known, source: source, in: wallet) == .success(nil))
        let own = NewAccountDetails(name: "Me", accountNumber: source.number, ifsc: source.ifsc)
        #expect(
            ledger.verify(own, source: source, in: wallet)
                == .failure(.invalidInput("Choose an account other than the one you send from.")))
    }

    @Test func aReferenceAlreadyUsed_isNotTakenAgain() {
        var wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: TransferFixture.reference())
        var made = ["REF-A", "REF-A", "REF-B"]
        for request in ["REQ-1", "REQ-2"] {
            _ = ledger.send(
                order(.ownAccount(id: "a-salary"), 1, request: request), pin: pin, userID: "u-asha", date: date,
                newReference: { made.removeFirst() }, in: &wallet)
        }
        #expect(Set(wallet.transactions.map(\.reference)) == ["REF-A", "REF-B"])
    }

    @Test func aPaidNewAccount_isSavedAsABeneficiaryOnce() {
        var wallet = TransferFixture.wallet()
        let ledger = Ledger(reference: TransferFixture.reference())
        let details = NewAccountDetails(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "HDFC0000060")

        let saved = ledger.saveBeneficiary(details, userID: "u-asha", in: &wallet)
        let again = ledger.saveBeneficiary(details, userID: "u-asha", in: &wallet)

        #expect(
            saved
                == Beneficiary(
                    id: "ben-2", userID: "u-asha", name: "Anil Kumar", bankName: "HDFC Bank",
                    accountNumber: "123456789012", ifsc: "HDFC0000060"))
        #expect(again == saved)
        #expect(wallet.beneficiaries.count == 2)
    }
}
