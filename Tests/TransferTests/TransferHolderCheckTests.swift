import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Transfer

/// The name check before money, and the network-error completion: the fixture's directory plus the banks' name
/// directory (Anil Mehra holds 123456789012 at HDFC0000060) and Yes Bank, which does not answer.
@MainActor
@Suite("Transfer: the name check and the network error")
struct TransferHolderCheckTests {
    static var reference: ReferenceData {
        var reference = TransferFixture.reference()
        reference.ifscDirectory.append(
            IFSCEntry(code: "YESB0000262", bank: "Yes Bank", branch: "Andheri East", city: "Mumbai", reachable: false))
        reference.bankAccounts = [BankAccountRecord(number: "123456789012", ifsc: "HDFC0000060", holder: "Anil Mehra")]
        return reference
    }

    let repository = FakeTransferRepository(reference: Self.reference)

    func typed(_ fields: [String]) -> TransferInteractor {
        let interactor = TransferInteractor.make(repository, reference: Self.reference)
        interactor.chooseSource(at: 0)
        interactor.choosePayeeKind(.newAccount)
        for field in fields { interactor.typeNewAccount(field) }
        return interactor
    }

    @Test func aListedAccount_showsItsRegisteredHolder_andYesPaysIt() throws {
        let interactor = typed(["Anil M", "123456789012", "123456789012", "HDFC0000060"])
        #expect(interactor.state.value.step == .holderCheck)
        #expect(interactor.state.value.payee == nil, "no payee before the name is confirmed")
        let model = NewAccountPresenter.viewModel(for: interactor.state.value)
        #expect(model.message == "The bank has this account in the name of Anil Mehra. n changes the details.")
        #expect(model.prompt == Prompt.confirm("Pay Anil Mehra?"))
        #expect(model.fields.contains(TransferViewModel.Field("Registered holder", "Anil Mehra")))
        interactor.answerHolderCheck(.yes)
        #expect(interactor.state.value.step == .amount)
        #expect(
            interactor.state.value.payee
                == .newAccount(
                    NewAccountDetails(name: "Anil Mehra", accountNumber: "123456789012", ifsc: "HDFC0000060")))
    }

    @Test func anUnlistedAccount_couldNotBeVerified_andNoGoesBackToTheDetails() {
        let interactor = typed(["Vikram Singh", "999988887777", "999988887777", "HDFC0000060"])
        let model = NewAccountPresenter.viewModel(for: interactor.state.value)
        #expect(model.message?.hasPrefix("The holder's name could not be verified") == true)
        interactor.answerHolderCheck(nil)
        #expect(interactor.state.value.notice?.text == "Type y to pay this account, or n to change its details.")
        interactor.answerHolderCheck(.no)
        #expect(interactor.state.value.step == .newAccount(.name))
        #expect(interactor.state.value.payee == nil)
        #expect(interactor.back() && interactor.state.value.step == .destinationKind)
    }

    @Test func anAccountSwippyHolds_isNamedAfterItsOwner() {
        let rahul = repository.wallet.accounts.first { $0.id == "r-main" }
        let interactor = typed(["Rahul", rahul?.number ?? "", rahul?.number ?? "", "HDFC0000123"])
        #expect(interactor.state.value.holderCheck?.holder == "Rahul Mehta")
    }

    @Test func theNameCheck_typesYAndNOrOneAndTwo() {
        let interactor = FakeTransferInteractor(
            {
                var state = TransferState(directory: Self.reference.ifscDirectory)
                state.step = .holderCheck
                state.holderCheck = HolderCheck(
                    details: NewAccountDetails(name: "Anil", accountNumber: "123456789012", ifsc: "HDFC0000060"),
                    holder: "Anil Mehra")
                return state
            }())
        let presenter = NewAccountPresenter(interactor: interactor)
        for input in ["y", "2", "maybe"] { presenter.handle(input) }
        #expect(interactor.holderAnswers == [.yes, .no, nil])
        #expect(interactor.typeNewAccountCallCount == 0)
    }

    @Test func aBankThatDoesNotAnswer_endsOnTheNetworkError_noMoneyMoves_andTryAgainAsksThePINAgain() throws {
        let interactor = typed(["Vikram Rao", "5555000011112", "5555000011112", "YESB0000262"])
        interactor.answerHolderCheck(.yes)
        interactor.typeAmount("500")
        interactor.typeNote("")
        interactor.confirm()
        let before = repository.wallet
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.step == .result)
        #expect(interactor.state.value.bankDidNotAnswer)
        #expect(repository.wallet.accounts == before.accounts)
        #expect(repository.wallet.transactions == before.transactions)
        let model = ResultPresenter.viewModel(for: interactor.state.value)
        #expect(model.title == "Send money · Network error")
        #expect(model.message == "The bank did not answer; no money moved. Try again, or come back later.")
        #expect(model.choices == [["Try again"], ["Done"]])
        interactor.tryAgain()
        #expect(interactor.state.value.step == .pin)
        #expect(interactor.state.value.notice?.text == "Type your transaction PIN to send it again.")
        interactor.submit(pin: TransferFixture.pin)
        #expect(interactor.state.value.bankDidNotAnswer, "still no answer: the same screen again, nothing moved")
        #expect(repository.wallet.accounts == before.accounts)
    }
}

@MainActor
@Suite("Transfer: the network-error screen's choices")
struct TransferNetworkErrorPresenterTests {
    @Test func one_triesAgain_two_isDone() {
        var state = TransferState()
        state.step = .result
        state.outcome = .refused(.bankDidNotAnswer)
        let interactor = FakeTransferInteractor(state)
        let presenter = ResultPresenter(interactor: interactor)
        presenter.handle("1")
        presenter.handle("2")
        #expect(interactor.tryAgainCallCount == 1)
        #expect(interactor.finishCallCount == 1)
    }
}
