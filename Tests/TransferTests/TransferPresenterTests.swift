import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import Transfer

@MainActor
@Suite("Transfer presenters")
struct TransferPresenterTests {
    let repository = FakeRepository()
    let router = FakeRouter()
    let view = FakeView()

    private func attach<P: StepPresenter>(_ presenter: P) -> P {
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func choosingABlockedSource_saysWhyAndStays() {
        let presenter = attach(SourcePresenter(interactor: TransferInteractor.make(repository), router: router))
        presenter.handle("3")
        #expect(view.notices == ["Joint is blocked: money cannot leave it. Choose another account."])
        #expect(router.navigations.isEmpty)
        #expect(view.last?.prompt == Prompt("Choose an account (1-4)"))
    }

    @Test func choosingASource_goesToTheDestinationKinds_orStraightToTheAmountForACard() {
        attach(SourcePresenter(interactor: TransferInteractor.make(repository), router: router)).handle("1")
        let card = WalletCard(position: 0, card: repository.wallet.cards[0])
        attach(SourcePresenter(interactor: TransferInteractor.make(repository, card: card), router: router)).handle("1")
        #expect(router.navigations == [.next(.destinationKind), .next(.amount)])
    }

    @Test(arguments: ["x", "", "9", "-1", "1e3", String(repeating: "9", count: 40)])
    func unknownInput_getsAOneLineHint(_ input: String) {
        let presenter = attach(DestinationKindPresenter(interactor: TransferInteractor.make(repository), router: router))
        presenter.handle(input)
        #expect(view.notices.count == 1)
        #expect(router.navigations.isEmpty)
    }

    @Test(arguments: ["c", "cancel", "CANCEL"])
    func cancel_leavesTheFlow(_ word: String) {
        attach(AmountPresenter(interactor: TransferInteractor.make(repository), router: router)).handle(word)
        #expect(router.navigations == [.cancel])
    }

    @Test func theNewAccountForm_stepsBackKeepingWhatWasTyped() {
        let interactor = TransferInteractor.make(repository)
        _ = interactor.chooseSource(id: "a-savings")
        let presenter = attach(NewAccountPresenter(interactor: interactor, router: router))
        presenter.handle("Anil Kumar")
        presenter.handle("123456789012")
        presenter.handle("123456789999")
        #expect(view.notices == ["The account numbers do not match. Type the same account number again."])
        #expect(presenter.goBack())
        #expect(view.last?.prompt == Prompt("Account number (9-18 digits) (Enter keeps ••••••••9012)"))
        #expect(presenter.goBack())
        #expect(view.last?.prompt == Prompt("Account holder's name (Enter keeps Anil Kumar)"))
        presenter.handle("")
        presenter.handle("")
        presenter.handle("123456789012")
        presenter.handle("f")
        presenter.handle("hdfc0000060")
        #expect(router.navigations == [.next(.ifscFinder), .next(.amount)])
        #expect(interactor.draft.value.destination
            == .newAccount(NewAccountDetails(name: "Anil Kumar", accountNumber: "123456789012", ifsc: "HDFC0000060")))
    }

    @Test func theIFSCFinder_fillsTheFormAndCloses() {
        let interactor = TransferInteractor.make(repository)
        let presenter = attach(IFSCFinderPresenter(interactor: interactor, router: router))
        presenter.handle("1")
        presenter.handle("nowhere")
        #expect(view.notices.last == "No HDFC Bank branch or city matches \"nowhere\". Try another part of the name.")
        presenter.handle("mum")
        presenter.handle("1")
        #expect(interactor.draft.value.form.ifsc == "HDFC0000060")
        #expect(router.navigations == [.close])
    }

    @Test func theMobileStep_showsTheRecipientBeforeGoingOn() {
        let interactor = TransferInteractor.make(repository)
        _ = interactor.chooseSource(id: "a-savings")
        let presenter = attach(MobilePresenter(interactor: interactor, router: router))
        presenter.handle("9988776655")
        #expect(view.notices == ["Currency mismatch: Emma Clarke uses GBP, this account uses INR."])
        presenter.handle("9123456780")
        #expect(view.last?.fields.contains(StepViewModel.Field(label: "To", value: "Rahul Mehta")) == true)
        #expect(router.navigations.isEmpty)
        presenter.handle("1")
        #expect(router.navigations == [.next(.amount)])
    }

    @Test func theAmountStep_refusesBadAmountsWithTheSamePrompt() {
        let interactor = TransferInteractor.make(repository)
        _ = interactor.chooseSource(id: "a-salary")
        interactor.choose(.ownAccount(id: "a-savings"))
        let presenter = attach(AmountPresenter(interactor: interactor, router: router))
        for input in ["abc", "-1", "1e3", "", "1.234", "600"] { presenter.handle(input) }
        #expect(view.notices.count == 6)
        #expect(view.notices.last == "Insufficient balance: Salary has ₹500.50 available.")
        #expect(view.last?.prompt == Prompt("Amount"))
        presenter.handle("500.50")
        presenter.handle(String(repeating: "n", count: 141))
        presenter.handle("Thanks")
        #expect(router.navigations == [.next(.confirm)])
        #expect(interactor.draft.value.note == "Thanks")
    }

    @Test func theConfirmStep_startsARequestAndAsksForThePin() {
        let interactor = TransferInteractor.make(repository)
        let presenter = attach(ConfirmPresenter(interactor: interactor, router: router))
        #expect(interactor.draft.value.requestID == "REQ-1")
        presenter.handle("1")
        presenter.handle("2")
        #expect(router.navigations == [.next(.pin), .cancel])
    }

    @Test func submitting_wrongPin_showsAttemptsLeft_thenTheRightOneFinishes() throws {
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: .ownAccount(id: "a-salary"), amount: "10")
        let presenter = attach(PINPresenter(interactor: interactor, router: router))
        #expect(view.last?.prompt == Prompt.secret("Transaction PIN"))
        presenter.handle("12")
        presenter.handle("000000")
        presenter.handle(Fixture.pin)
        #expect(view.notices == [
            "The transaction PIN has 6 digits.", "Wrong transaction PIN. 2 attempts left before transfers are locked.",
        ])
        #expect(router.navigations == [.finish])
    }

    @Test func theResult_offersToSaveANewAccount() throws {
        let interactor = TransferInteractor.make(repository)
        try interactor.prepare(to: .newAccount(NewAccountDetails(name: "Anil", accountNumber: "123456789", ifsc: "HDFC0000123")), amount: "10")
        _ = interactor.submit(pin: Fixture.pin)
        let presenter = attach(ResultPresenter(interactor: interactor, router: router))
        #expect(view.last?.choices == [["Done"], ["Save Anil as a beneficiary"]])
        presenter.handle("2")
        #expect(view.notices == ["Saved Anil as a beneficiary."])
        #expect(view.last?.choices == [["Done"]])
        presenter.handle("1")
        #expect(router.navigations == [.cancel])
    }
}
