import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer interactor: sending")
struct TransferInteractorSendTests {
    let repository = FakeTransferRepository()

    @Test func theRightPin_sendsTheMoneyAndShowsTheReceipt() throws {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .swippyUser(TransferFixture.rahul), amount: 250, note: "Rent")

        interactor.submit(pin: TransferFixture.pin)

        let state = interactor.state.value
        guard case .sent(let receipt)? = state.outcome else {
            Issue.record("\(String(describing: state.outcome))")
            return
        }
        #expect(receipt.reference == "REF-1")
        #expect(receipt.newBalance == Money(9_750, "INR"))
        #expect(state.step == .result)
        #expect(state.accounts.first?.balance == 9_750)
        #expect(repository.wallet.accounts.first { $0.id == "r-main" }?.balance == 1_250)
        #expect(repository.lastPIN == TransferFixture.pin)
    }

    /// The bank fee counts against the balance: ₹9,995 plus a ₹10 fee does not fit in ₹10,000, through the
    /// real `Ledger` behind the repository; nothing moves.
    @Test func anAmountThatFitsOnlyWithoutTheFee_isRefused_andNothingMoves() {
        let reference = TransferFixture.reference(perTransfer: 20_000, fee: 10)
        let repository = FakeTransferRepository(reference: reference)
        let interactor = TransferInteractor.make(repository, reference: reference)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 9_995)

        interactor.submit(pin: TransferFixture.pin)

        guard case .refused(.insufficientBalance(let reason))? = interactor.state.value.outcome else {
            Issue.record("not refused for the balance: \(String(describing: interactor.state.value.outcome))")
            return
        }
        #expect(reason.hasPrefix("Insufficient balance: Savings has ₹10,000.00 available"))
        #expect(repository.sendCount == 1)
        #expect(repository.wallet.accounts.first { $0.id == "a-savings" }?.balance == 10_000)
        #expect(TransferFixture.total(repository.wallet) == TransferFixture.total(TransferFixture.wallet()))
    }

    @Test func cancelling_saysNothingWasSent_andSendsNothing() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        interactor.cancel()
        #expect(interactor.state.value.notice?.text == "Transfer cancelled; nothing was sent.")
        #expect(interactor.state.value.step == .cancelled)
        #expect(!interactor.back(), "the flow is over: no step before")
        #expect(repository.sendCount == 0)
    }

    @Test func finishing_fromTheResult_endsTheFlow() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .swippyUser(TransferFixture.rahul), amount: 250)
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.step == .result)
        interactor.finish()
        #expect(interactor.state.value.step == .finished)
        #expect(!interactor.back())
    }

    @Test func cancellingAfterTheMoneyWasSent_doesNotClaimNothingWasSent() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .swippyUser(TransferFixture.rahul), amount: 250)
        interactor.submit(pin: TransferFixture.pin)
        let said = interactor.state.value.notice
        interactor.cancel()
        #expect(interactor.state.value.notice == said)
        #expect(interactor.state.value.step == .finished)
    }

    @Test func aMalformedPin_isNotSent() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        interactor.submit(pin: "12345")
        #expect(interactor.state.value.notice?.text == "The transaction PIN has 6 digits.")
        #expect(repository.sendCount == 0)
        #expect(interactor.state.value.step == .pin)
    }

    @Test func wrongPins_showTheAttemptsLeft_thenTheLockEndsTheFlow() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)

        interactor.submit(pin: "111111")
        #expect(
            interactor.state.value.notice?.text == "Wrong transaction PIN. 2 attempts left before transfers are locked."
        )
        interactor.submit(pin: "111111")
        #expect(
            interactor.state.value.notice?.text == "Wrong transaction PIN. 1 attempt left before transfers are locked.")
        #expect(interactor.state.value.attemptsLeft == 1)
        interactor.submit(pin: "111111")

        guard case .refused(.transfersLocked)? = interactor.state.value.outcome else {
            Issue.record("not locked")
            return
        }
        #expect(interactor.state.value.step == .result)
        #expect(repository.wallet.accounts[0].balance == 10_000)
    }

    @Test func aConfirmationSubmittedTwice_sendsOnce() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)

        interactor.submit(pin: TransferFixture.pin)
        let first = interactor.state.value.outcome
        interactor.submit(pin: TransferFixture.pin)

        #expect(interactor.state.value.outcome == first)
        #expect(repository.sendCount == 1)
        #expect(repository.wallet.accounts[0].balance == 9_900)
        #expect(repository.wallet.transactions.count == 1)
    }

    @Test func aRequestCarriedOutByAnotherInteractor_isNotSentAgain() {
        let first = TransferInteractor.make(repository)
        first.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        first.submit(pin: TransferFixture.pin)
        let second = TransferInteractor.make(repository)
        second.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)

        second.submit(pin: TransferFixture.pin)

        #expect(
            second.state.value.outcome
                == .refused(.alreadySubmitted("This transfer was already made; nothing was sent again.")))
        #expect(repository.wallet.accounts[0].balance == 9_900)
    }

    @Test func aRefusedTransfer_showsWhy_andMovesNothing() {
        let interactor = TransferInteractor.make(repository)
        let unknown = NewAccountDetails(name: "X", accountNumber: "123456789", ifsc: "ABCD0123456")
        interactor.prepare(to: .newAccount(unknown), amount: 100)

        interactor.submit(pin: TransferFixture.pin)

        #expect(
            interactor.state.value.outcome
                == .refused(
                    .verificationFailed("Account verification failed: IFSC ABCD0123456 is not in the bank directory.")))
        #expect(repository.wallet.accounts == TransferFixture.wallet().accounts)
        #expect(!interactor.state.value.canSaveBeneficiary)
    }

    @Test func aFailedSave_isReportedAndMovesNothing() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        repository.failSaves = true

        interactor.submit(pin: TransferFixture.pin)

        guard case .refused(.saveFailed)? = interactor.state.value.outcome else {
            Issue.record("saved")
            return
        }
        #expect(repository.wallet.accounts[0].balance == 10_000)
    }

    @Test func aSaveWhoseOutcomeIsUnknown_isNeverCalledNotSent() {
        let interactor = TransferInteractor.make(repository)
        interactor.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        repository.failSaves = true
        repository.saveOutcomeUnknown = true

        interactor.submit(pin: TransferFixture.pin)

        guard case .refused(.saveOutcomeUnknown(let reason))? = interactor.state.value.outcome else {
            Issue.record("outcome \(String(describing: interactor.state.value.outcome))")
            return
        }
        #expect(reason.contains("not known whether this went through"))
        let model = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(model.title.hasSuffix("Not known if sent"))
        #expect(model.message?.contains("No money moved") == false)
    }

    @Test func anIncompleteTransfer_isNotSent() {
        let interactor = TransferInteractor.make(repository)
        interactor.submit(pin: TransferFixture.pin)
        #expect(
            interactor.state.value.outcome
                == .refused(.invalidInput("The transfer is not complete; go back and fill in every step.")))
        #expect(repository.sendCount == 0)
    }

    @Test func aPaidNewAccount_canBeSavedAsABeneficiaryOnce() throws {
        let interactor = TransferInteractor.make(repository)
        interactor.saveBeneficiary()
        #expect(interactor.state.value.notice?.text == "Only a new account paid successfully can be saved.")
        interactor.prepare(
            to: .newAccount(NewAccountDetails(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "HDFC0000060")),
            amount: 10)
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.canSaveBeneficiary)

        interactor.saveBeneficiary()

        #expect(interactor.state.value.notice?.text == "Saved Anil Kumar as a beneficiary.")
        #expect(!interactor.state.value.canSaveBeneficiary)
        #expect(repository.wallet.beneficiaries.last?.bankName == "HDFC Bank")
        #expect(repository.wallet.beneficiaries.count == 2)
    }

    @Test func aCardPayment_showsTheCardAsItIsAfterwards() {
        let interactor = TransferInteractor.make(
            repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        interactor.prepare(to: .cardDue(position: 0), amount: 242.33)
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.card?.due?.state == .fullyPaid)
    }

    @Test func moneyIsConserved_overRandomTransfersThroughTheFlow() {
        var generator = SeededGenerator(seed: 7)
        let reference = TransferFixture.reference(perTransfer: 3_000, fee: 7)
        let repository = FakeTransferRepository(reference: reference)
        let identifiers = SequentialRequestIDs()
        let payees: [Payee] = [
            .beneficiary(TransferFixture.priya), .swippyUser(TransferFixture.rahul), .ownAccount(id: "a-salary"),
            .cardDue(position: 0),
        ]
        let start = TransferFixture.total(repository.wallet)
        var leftSwippy: Decimal = 0
        for _ in 0..<60 {
            let interactor = TransferInteractor.make(repository, reference: reference, identifiers: identifiers)
            let payee = payees[Int.random(in: 0..<payees.count, using: &generator)]
            interactor.prepare(to: payee, amount: Decimal(Int.random(in: 1...300_000, using: &generator)) / 100)
            interactor.submit(pin: TransferFixture.pin)
            if case .sent(let receipt)? = interactor.state.value.outcome,
                payee.isOutsideBank || payee == .cardDue(position: 0)
            {
                leftSwippy += receipt.amount.amount + receipt.fee.amount
            }
        }
        #expect(start - TransferFixture.total(repository.wallet) == leftSwippy)
        #expect(leftSwippy > 0)
    }

    @Test func theTransferLock_survivesARestart() throws {
        let persistence = MemoryStateStore()
        let firstRun = TransferInteractor.make(try StoreTransferRepository(persistence: persistence))
        firstRun.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        for _ in 0..<3 { firstRun.submit(pin: "000000") }

        let restarted = try StoreTransferRepository(persistence: persistence)
        let secondRun = TransferInteractor.make(restarted)
        secondRun.prepare(to: .beneficiary(TransferFixture.priya), amount: 100)
        secondRun.submit(pin: TransferFixture.pin)

        guard case .refused(.transfersLocked)? = secondRun.state.value.outcome else {
            Issue.record("unlocked")
            return
        }
        #expect(restarted.wallet.accounts[0].balance == 10_000)
    }

    @Test func aTransfer_survivesARestart() throws {
        let persistence = MemoryStateStore()
        let interactor = TransferInteractor.make(try StoreTransferRepository(persistence: persistence))
        interactor.prepare(to: .swippyUser(TransferFixture.rahul), amount: 250)
        interactor.submit(pin: TransferFixture.pin)

        let restarted = try StoreTransferRepository(persistence: persistence)

        #expect(restarted.wallet.accounts.first { $0.id == "a-savings" }?.balance == 9_750)
        #expect(restarted.wallet.accounts.first { $0.id == "r-main" }?.balance == 1_250)
        #expect(restarted.wallet.transactions.count == 2)
    }
}
