import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer interactor: choosing who and how much")
struct TransferInteractorTests {
    let repository = FakeTransferRepository()

    /// Counts the states an intent sends.
    private func sends(_ interactor: TransferInteractor, _ intent: () -> Void) -> Int {
        var count = -1
        let token = interactor.state.observe { _ in count += 1 }
        intent()
        token.cancel()
        return count
    }

    @Test func loading_readsTheAccountsBeneficiariesAndTheCard() {
        let card = WalletCard(position: 0, card: repository.wallet.cards[0])
        let state = TransferInteractor.make(repository, card: card).state.value
        #expect(state.accounts.map(\.id) == ["a-savings", "a-salary", "a-joint", "a-frozen"])
        #expect(state.beneficiaries == [TransferFixture.priya])
        #expect(state.card?.title == "Millennia Credit Card")
        #expect(state.due == Money(242.33, "INR"))
        #expect(state.payee == .cardDue(position: 0))
    }

    @Test func choosingAnActiveSource_asksForThePayee_orForACardTheDue() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        #expect(interactor.state.value.sourceID == "a-savings")
        #expect(interactor.state.value.step == .destinationKind)

        let card = TransferInteractor.make(repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        card.chooseSource(at: 0)
        #expect(card.state.value.step == .dueChoice)
    }

    @Test func aBlockedOrLockedSource_isRefusedWithItsReason() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 2)
        #expect(
            interactor.state.value.notice?.text == "Joint is blocked: money cannot leave it. Choose another account.")
        interactor.chooseSource(at: 3)
        #expect(
            interactor.state.value.notice
                == Notice(
                    "Frozen is locked: money cannot leave it. Choose another account.",
                    after: Notice("", after: nil)))
        #expect(interactor.state.value.sourceID == nil)
        #expect(interactor.state.value.step == .source)
    }

    @Test func theSameRefusalTwice_isSaidTwice() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 2)
        let first = interactor.state.value.notice
        interactor.chooseSource(at: 2)
        #expect(interactor.state.value.notice?.text == first?.text)
        #expect(interactor.state.value.notice != first)
    }

    @Test(arguments: [
        (PayeeKind.beneficiary, TransferState.Step.beneficiary), (.newAccount, .newAccount(.name)),
        (.swippyUser, .mobile), (.ownAccount, .ownAccount),
    ])
    func choosingAPayeeKind_opensItsStep(_ kind: PayeeKind, step: TransferState.Step) {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(kind)
        #expect(interactor.state.value.step == step)
    }

    @Test func aBeneficiary_costsTheExternalFee() {
        let interactor = TransferInteractor.make(
            FakeTransferRepository(reference: TransferFixture.reference(fee: 5)),
            reference: TransferFixture.reference(fee: 5))
        interactor.chooseSource(at: 0)
        interactor.chooseBeneficiary(at: 0)
        #expect(interactor.state.value.payee == .beneficiary(TransferFixture.priya))
        #expect(interactor.state.value.fee == 5)
        #expect(interactor.state.value.step == .amount)
    }

    @Test func anOwnAccount_mustBeActive_soOnlyActiveOnesAreOffered() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        // Joint is blocked and Frozen locked: neither can receive, so neither is listed.
        #expect(interactor.state.value.ownTargets.map(\.id) == ["a-salary"])
        interactor.chooseOwnAccount(at: 1)
        #expect(interactor.state.value.payee == nil)
        interactor.chooseOwnAccount(at: 0)
        #expect(interactor.state.value.payee == .ownAccount(id: "a-salary"))
        #expect(interactor.state.value.step == .amount)
    }

    @Test func theNewAccountForm_checksEachFieldAndKeepsWhatWasTyped() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.newAccount)
        for typed in ["Anil Kumar", "12345abc", "123456789012", "123456789999", "123456789012", "hdfc123"] {
            interactor.typeNewAccount(typed)
        }
        #expect(interactor.state.value.step == .newAccount(.ifsc))
        #expect(interactor.state.value.notice?.text.hasPrefix("An IFSC has 11 characters") == true)
        #expect(interactor.back())
        #expect(interactor.back())
        interactor.typeNewAccount("")
        #expect(interactor.state.value.step == .newAccount(.numberAgain))
        interactor.typeNewAccount("123456789012")
        interactor.typeNewAccount("hdfc0000060")
        #expect(interactor.state.value.step == .holderCheck, "the name is checked before any money is asked")
        interactor.answerHolderCheck(.yes)
        #expect(
            interactor.state.value.payee
                == .newAccount(
                    NewAccountDetails(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "HDFC0000060")))
        #expect(interactor.state.value.step == .amount)
    }

    @Test func aNewAccount_isVerifiedRightAfterTheAccountStep_beforeTheAmount() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.newAccount)
        for typed in ["Vikram Singh", "123456789012", "123456789012", "ABCD0123456"] {
            interactor.typeNewAccount(typed)
        }
        #expect(interactor.state.value.step == .newAccount(.ifsc))
        #expect(interactor.state.value.payee == nil)
        #expect(
            interactor.state.value.notice?.text
                == "Account verification failed: IFSC ABCD0123456 is not in the bank directory.")
        interactor.typeNewAccount("HDFC0000060")
        #expect(interactor.state.value.step == .holderCheck)
    }

    @Test func lockedTransfers_areShownWhenTheFlowOpens_andNoSourceCanBeChosen() {
        repository.wallet.security["u-asha"] = SecurityState(transfersLocked: true)
        let interactor = TransferInteractor.make(repository)
        let lock = Ledger(reference: TransferFixture.reference()).transfersLocked
        #expect(interactor.state.value.lock == lock)
        #expect(SourcePresenter.viewModel(for: interactor.state.value).message == lock.message)
        #expect(SourcePresenter.viewModel(for: interactor.state.value).choices.isEmpty)
        interactor.chooseSource(at: 0)
        #expect(interactor.state.value.step == .source)
        #expect(interactor.state.value.notice?.text == lock.message)
    }

    @Test func theIFSCFinder_matchesBranchOrCityInAnyCase_andFillsTheForm() {
        let interactor = TransferInteractor.make(repository)
        #expect(interactor.state.value.banks == ["HDFC Bank", "State Bank of India"])
        interactor.openIFSCFinder()
        interactor.chooseBank(at: 0)
        interactor.searchBranches("Jayanagar")
        #expect(
            interactor.state.value.notice?.text
                == "No HDFC Bank branch or city matches \"Jayanagar\". Try another part of the name.")
        interactor.searchBranches("")
        #expect(interactor.state.value.search.matches.count == 2)
        interactor.searchBranches("MUM")
        #expect(interactor.state.value.search.matches.map(\.code) == ["HDFC0000060"])
        interactor.chooseBranch(at: 0)
        #expect(interactor.state.value.form.ifsc == "HDFC0000060")
        #expect(interactor.state.value.notice?.text == "IFSC HDFC0000060 filled in (HDFC Bank, Fort).")
        #expect(interactor.state.value.step == .newAccount(.ifsc))
    }

    @Test func findingARecipient_keepsTheNumberFoundAndAsksIfTheyAreRight() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        interactor.findRecipient(mobile: "12345")
        #expect(
            interactor.state.value.notice?.text
                == "A mobile number is 10 digits starting with 6, 7, 8 or 9, like 98765 43210 or +91 98765 43210.")
        #expect(interactor.state.value.mobile == "")
        interactor.findRecipient(mobile: "9123456780")
        #expect(interactor.state.value.payee == .swippyUser(TransferFixture.rahul))
        #expect(interactor.state.value.step == .recipientCheck)
        interactor.answerRecipient(isRight: false)
        interactor.findRecipient(mobile: "")
        interactor.answerRecipient(isRight: true)
        #expect(interactor.state.value.step == .amount)
    }

    @Test func theAmount_isCheckedAndKept_thenTheNoteStartsAConfirmation() {
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 1)
        interactor.chooseOwnAccount(at: 0)
        interactor.typeAmount("600")
        #expect(interactor.state.value.notice?.text == "Insufficient balance: Salary has ₹500.50 available.")
        interactor.typeAmount("")
        #expect(interactor.state.value.notice?.text == "Enter an amount, for example 1500 or 1500.50.")
        interactor.typeAmount("500.50")
        #expect(interactor.state.value.step == .note)
        interactor.typeNote(String(repeating: "n", count: 141))
        #expect(interactor.state.value.notice?.text == "A note can have at most 140 characters; this one has 141.")
        interactor.typeNote("Thanks")
        #expect(interactor.state.value.note == "Thanks")
        #expect(interactor.state.value.requestID == "REQ-1")
        #expect(interactor.state.value.step == .confirm)
        #expect(interactor.back())
        interactor.typeAmount("")
        interactor.typeNote("")
        #expect(interactor.state.value.note == "Thanks")
        #expect(interactor.state.value.requestID == "REQ-2")
        interactor.confirm()
        #expect(interactor.state.value.step == .pin)
    }

    @Test func aPoundSource_meetsTheRupeeLimitConverted_andTheScreenSaysBothFigures() {
        repository.userID = "u-emma"
        let interactor = TransferInteractor.make(repository)
        interactor.chooseSource(at: 0)
        #expect(interactor.state.value.limit?.money == Money(50, "GBP"))
        var onAmount = interactor.state.value
        onAmount.step = .amount
        #expect(
            AmountPresenter.viewModel(for: onAmount).message
                == "Type the amount in GBP: more than 0, 2 decimals at most, at most £50.00 (₹5,000.00) "
                + "per transfer.")
        interactor.typeAmount("50.01")
        #expect(
            interactor.state.value.notice?.text
                == "Limit exceeded: one transfer can move at most £50.00 (₹5,000.00).")
        interactor.typeAmount("50")
        #expect(interactor.state.value.amount == 50)
    }

    @Test func aCard_paysTheWholeDueOrAsksForAnotherAmountUpToTheDue() {
        let interactor = TransferInteractor.make(
            repository, card: WalletCard(position: 0, card: repository.wallet.cards[0]))
        interactor.chooseSource(at: 0)
        interactor.chooseDuePayment(whole: false)
        #expect(interactor.state.value.step == .amount)
        interactor.typeAmount("242.34")
        #expect(interactor.state.value.notice?.text == "You can pay at most the due, ₹242.33.")
        #expect(interactor.back())
        interactor.chooseDuePayment(whole: true)
        #expect(interactor.state.value.amount == 242.33)
        #expect(interactor.state.value.step == .note)
    }

    @Test func aCardWithNothingDue_saysSo() {
        var wallet = TransferFixture.wallet()
        wallet.cards[0].due?.amount = 0
        let repository = FakeTransferRepository(wallet)
        let interactor = TransferInteractor.make(repository, card: WalletCard(position: 0, card: wallet.cards[0]))
        interactor.chooseSource(at: 0)
        interactor.chooseDuePayment(whole: true)
        #expect(interactor.state.value.notice?.text == "This card has nothing due.")
        #expect(interactor.state.value.step == .dueChoice)
    }

    @Test func everyIntent_sendsOneState() {
        let interactor = TransferInteractor.make(repository)
        #expect(sends(interactor) { interactor.chooseSource(at: 0) } == 1)
        #expect(sends(interactor) { interactor.choosePayeeKind(.newAccount) } == 1)
        #expect(sends(interactor) { interactor.typeNewAccount("x1") } == 1)
        #expect(sends(interactor) { interactor.typeNewAccount("Anil") } == 1)
        #expect(sends(interactor) { _ = interactor.back() } == 1)
    }

    nonisolated static let backs: [(TransferState.Step, PayeeKind?, TransferState.Step?)] = [
        (.source, nil, nil), (.result, nil, nil), (.destinationKind, nil, .source),
        (.beneficiary, nil, .destinationKind),
        (.newAccount(.name), nil, .destinationKind), (.newAccount(.ifsc), nil, .newAccount(.numberAgain)),
        (.ifscBank, nil, .newAccount(.ifsc)), (.ifscBranch, nil, .ifscQuery), (.recipientCheck, nil, .mobile),
        (.amount, .beneficiary, .beneficiary), (.amount, .newAccount, .newAccount(.ifsc)),
        (.amount, .swippyUser, .recipientCheck),
        (.amount, .ownAccount, .ownAccount), (.note, nil, .amount), (.confirm, nil, .amount), (.pin, nil, .confirm),
    ]

    @Test(arguments: backs)
    func back_returnsToTheStepBefore(_ step: TransferState.Step, payee: PayeeKind?, expected: TransferState.Step?) {
        var state = TransferState()
        state.step = step
        state.payee = payee.map {
            switch $0 {
            case .beneficiary: .beneficiary(TransferFixture.priya)
            case .newAccount: .newAccount(NewAccountDetails(name: "A", accountNumber: "123456789", ifsc: "HDFC0000123"))
            case .swippyUser: .swippyUser(TransferFixture.rahul)
            case .ownAccount: .ownAccount(id: "a-salary")
            }
        }
        #expect(TransferInteractor.step(before: state) == expected)
    }

    @Test func back_inACardPayment_returnsToTheDueChoice() {
        var state = TransferState(cardPosition: 0)
        for step in [TransferState.Step.amount, .confirm] {
            state.step = step
            #expect(TransferInteractor.step(before: state) == .dueChoice)
        }
        state.step = .dueChoice
        #expect(TransferInteractor.step(before: state) == .source)
    }
}
