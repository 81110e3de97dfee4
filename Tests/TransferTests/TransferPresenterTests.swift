import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

@MainActor
@Suite("Transfer presenters: input to intents, state to view models")
struct TransferPresenterTests {
    let view = FakeScreenView<TransferViewModel>()

    /// A loaded state with Savings chosen.
    static func loaded(_ step: TransferState.Step = .source, card: Int? = nil) -> TransferState {
        let wallet = TransferFixture.wallet()
        var state = TransferState(cardPosition: card, directory: TransferFixture.reference().ifscDirectory)
        state.limit = Ledger(reference: TransferFixture.reference()).perTransferLimit(in: "INR")
        state.accounts = wallet.accounts(of: "u-asha")
        state.beneficiaries = wallet.beneficiaries
        state.card = card.map { wallet.cards[$0] }
        state.due = card.map { _ in Money(242.33, "INR") }
        state.step = step
        return state
    }

    private func attach<P: ModulePresenter<TransferViewModel>>(_ presenter: P) -> P {
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func theSourceStep_loadsOnStart_andShowsEveryAccount() {
        let interactor = FakeTransferInteractor(Self.loaded())
        _ = attach(SourcePresenter(interactor: interactor))
        #expect(interactor.loadCallCount == 1)
        #expect(view.last?.choices.count == 4)
        #expect(view.last?.prompt == Prompt("Choose an account (1-4)"))
    }

    @Test func choosingASource_callsTheIntent_andLeavesTheStepToTheRouter() {
        let interactor = FakeTransferInteractor(Self.loaded())
        interactor.nextStep = .destinationKind
        attach(SourcePresenter(interactor: interactor)).handle("2")
        #expect(interactor.chooseSourceCallCount == 1 && interactor.lastIndex == 1)
        #expect(interactor.state.value.step == .destinationKind)
        #expect(interactor.cancelCallCount + interactor.finishCallCount == 0)
    }

    @Test(arguments: ["x", "", "9", "-1", "1e3", String(repeating: "9", count: 40)])
    func unknownInput_getsAOneLineHint_andCallsNothing(_ input: String) {
        let interactor = FakeTransferInteractor(Self.loaded(.destinationKind))
        attach(DestinationKindPresenter(interactor: interactor)).handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 4)])
        #expect(interactor.intentCallCount == 0)
        #expect(interactor.cancelCallCount + interactor.finishCallCount == 0)
    }

    @Test(arguments: ["c", "cancel", "CANCEL"])
    func cancel_leavesTheFlowFromEveryStep(_ word: String) {
        let interactor = FakeTransferInteractor(Self.loaded(.amount))
        attach(SourcePresenter(interactor: interactor)).handle(word)
        attach(AmountPresenter(interactor: interactor)).handle(word)
        attach(NewAccountPresenter(interactor: interactor)).handle(word)
        attach(MobilePresenter(interactor: interactor)).handle(word)
        attach(PINPresenter(interactor: interactor)).handle(word)
        attach(ConfirmPresenter(interactor: interactor)).handle(word)
        #expect(interactor.cancelCallCount == 6)
        #expect(interactor.intentCallCount == 7)  // the source screen's load and six cancels
    }

    @Test func back_asksTheInteractor_andSaysWhetherItSteppedBack() {
        let interactor = FakeTransferInteractor(Self.loaded(.note))
        let presenter = attach(AmountPresenter(interactor: interactor))
        #expect(!presenter.goBack())
        interactor.backSteps = true
        interactor.nextStep = .amount
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 2)
        #expect(interactor.state.value.step == .amount)
        #expect(interactor.cancelCallCount + interactor.finishCallCount == 0)
    }

    @Test func aPayeeKind_isChosenByNumber() {
        let interactor = FakeTransferInteractor(Self.loaded(.destinationKind))
        interactor.nextStep = .mobile
        attach(DestinationKindPresenter(interactor: interactor)).handle("3")
        #expect(interactor.lastKind == .swippyUser)
        #expect(interactor.cancelCallCount + interactor.finishCallCount == 0)
    }

    @Test func aBeneficiaryAndAnOwnAccount_areChosenByNumber() {
        let interactor = FakeTransferInteractor(Self.loaded(.beneficiary))
        attach(BeneficiaryPresenter(interactor: interactor)).handle("1")
        attach(OwnAccountPresenter(interactor: interactor)).handle("1")
        #expect(interactor.chooseBeneficiaryCallCount == 1)
        #expect(interactor.chooseOwnAccountCallCount == 1 && interactor.lastIndex == 0)
        attach(BeneficiaryPresenter(interactor: interactor)).handle("2")
        #expect(view.lastNotice == MenuInput.unknownHint("2", count: 1))
    }

    @Test func theNewAccountForm_passesWhatWasTyped_andFindOpensTheFinderOnlyOnTheIFSCField() {
        let interactor = FakeTransferInteractor(Self.loaded(.newAccount(.name)))
        let presenter = attach(NewAccountPresenter(interactor: interactor))
        presenter.handle("f")
        #expect(interactor.typeNewAccountCallCount == 1 && interactor.lastText == "f")
        interactor.state.send(Self.loaded(.newAccount(.ifsc)))
        presenter.handle("find")
        #expect(interactor.openIFSCFinderCallCount == 1)
        #expect(view.last?.commands == [Block.Command("f", "Find an IFSC by bank and branch")])
    }

    @Test func theFinder_asksTheIntentOfItsStep() {
        let interactor = FakeTransferInteractor(Self.loaded(.ifscBank))
        let presenter = attach(IFSCFinderPresenter(interactor: interactor))
        presenter.handle("2")
        #expect(interactor.chooseBankCallCount == 1 && interactor.lastIndex == 1)
        interactor.state.send(Self.loaded(.ifscQuery))
        presenter.handle("kora")
        #expect(interactor.searchBranchesCallCount == 1 && interactor.lastText == "kora")
        var matches = Self.loaded(.ifscBranch)
        matches.search = IFSCSearch(bank: "HDFC Bank", query: "", matches: Array(matches.directory.prefix(2)))
        interactor.state.send(matches)
        presenter.handle("3")
        #expect(view.lastNotice == MenuInput.unknownHint("3", count: 2))
        presenter.handle("2")
        #expect(interactor.chooseBranchCallCount == 1 && interactor.lastIndex == 1)
        #expect(view.last?.prompt == Prompt("Choose a branch (1-2)"))
    }

    @Test func theMobileStep_findsThenAsksIfTheRecipientIsRight() {
        let interactor = FakeTransferInteractor(Self.loaded(.mobile))
        let presenter = attach(MobilePresenter(interactor: interactor))
        presenter.handle("9123456780")
        #expect(interactor.findRecipientCallCount == 1 && interactor.lastText == "9123456780")
        var found = Self.loaded(.recipientCheck)
        found.payee = .swippyUser(TransferFixture.rahul)
        interactor.state.send(found)
        #expect(view.last?.prompt == Prompt("Send to Rahul Mehta? (y/n)"))
        #expect(view.last?.choices == [])
        presenter.handle("no")
        #expect(interactor.lastAnswer == false)
        presenter.handle("y")
        #expect(interactor.lastAnswer == true)
        presenter.handle("maybe")
        #expect(view.lastNotice == "Type y for yes or n for no.")
    }

    @Test func theAmountStep_passesTheDueChoiceAmountAndNote() {
        let interactor = FakeTransferInteractor(Self.loaded(.dueChoice, card: 0))
        let presenter = attach(AmountPresenter(interactor: interactor))
        #expect(view.last?.choices == [["Pay the whole due (₹242.33)"], ["Pay another amount"]])
        presenter.handle("x")
        #expect(view.lastNotice == MenuInput.unknownHint("x", count: 2))
        presenter.handle("1")
        #expect(interactor.lastAnswer == true)
        interactor.state.send(Self.loaded(.amount, card: 0))
        presenter.handle("100")
        interactor.state.send(Self.loaded(.note, card: 0))
        presenter.handle("Rent")
        #expect(
            interactor.typeAmountCallCount == 1 && interactor.typeNoteCallCount == 1 && interactor.lastText == "Rent")
    }

    @Test func aCardWithNothingDue_takesAnyAnswerToTheInteractor() {
        var state = Self.loaded(.dueChoice, card: 0)
        state.due = Money(0, "INR")
        let interactor = FakeTransferInteractor(state)
        attach(AmountPresenter(interactor: interactor)).handle("x")
        #expect(interactor.chooseDuePaymentCallCount == 1)
        #expect(view.last?.message == "This card has nothing due: there is nothing to pay.")
    }

    @Test func theConfirmStep_confirmsOrCancels() {
        let interactor = FakeTransferInteractor(Self.loaded(.confirm))
        interactor.nextStep = .pin
        let presenter = attach(ConfirmPresenter(interactor: interactor))
        presenter.handle("yes")
        presenter.handle("2")
        presenter.handle("x")
        #expect(interactor.confirmCallCount == 1)
        #expect(interactor.cancelCallCount == 1)
        #expect(view.notices == [YesNo.refusal])
        #expect(view.last?.prompt == Prompt("Send it? (y/n)"))
    }

    @Test func thePINStep_readsWithoutEcho_andSubmits() {
        let interactor = FakeTransferInteractor(Self.loaded(.pin))
        interactor.nextStep = .result
        attach(PINPresenter(interactor: interactor)).handle("592741")
        #expect(view.last?.prompt == Prompt.secret("Transaction PIN"))
        #expect(interactor.submitCallCount == 1 && interactor.lastText == "592741")
        #expect(interactor.state.value.step == .result)
        #expect(interactor.cancelCallCount + interactor.finishCallCount == 0)
    }

    @Test func aNoticeInTheState_reachesTheViewModel() {
        var state = Self.loaded(.pin)
        state.notice = Notice("Wrong transaction PIN. 2 attempts left before transfers are locked.", after: nil)
        let interactor = FakeTransferInteractor(state)
        _ = attach(PINPresenter(interactor: interactor))
        #expect(view.last?.notice == state.notice)
    }

    @Test func theResult_offersToSaveAPaidNewAccount_andDoneLeaves() throws {
        var state = Self.loaded(.result)
        state.payee = .newAccount(NewAccountDetails(name: "Anil", accountNumber: "123456789", ifsc: "HDFC0000123"))
        let debit = Transaction(
            id: "REF-1-D", date: TransferFixture.date, accountID: "a-savings", direction: .debit, amount: 10,
            currency: "INR", counterparty: "Anil", category: "transfer", note: "", reference: "REF-1")
        state.outcome = .sent(
            TransferReceipt(
                reference: "REF-1", amount: Money(10, "INR"), fee: Money(0, "INR"), counterparty: "Anil",
                sourceName: "Savings",
                newBalance: Money(9_990, "INR"), debit: debit))
        let interactor = FakeTransferInteractor(state)
        let presenter = attach(ResultPresenter(interactor: interactor))
        #expect(view.last?.choices == [["Done"], ["Save Anil as a beneficiary"]])
        presenter.handle("save")
        #expect(interactor.saveBeneficiaryCallCount == 1)
        state.beneficiarySaved = true
        interactor.state.send(state)
        #expect(view.last?.choices == [["Done"]])
        presenter.handle("2")
        #expect(view.lastNotice == MenuInput.unknownHint("2", count: 1))
        presenter.handle("done")
        #expect(interactor.finishCallCount == 1)
    }

    @Test func everyStatePresented_isOneDisplay() {
        let interactor = FakeTransferInteractor(Self.loaded(.amount))
        let presenter = attach(AmountPresenter(interactor: interactor))
        interactor.state.send(Self.loaded(.note))
        interactor.state.send(Self.loaded(.note))
        withExtendedLifetime(presenter) { #expect(view.displayed.count == 2) }
    }
}
