import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

@MainActor
@Suite("Credit interactor")
struct CreditInteractorTests {
    let repository = FakeCreditRepository()
    let interactor: CreditInteractor

    init() {
        interactor = CreditInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 200_000), zone: SwippyDate.utc)
    }

    var state: CreditState { interactor.state.value }

    @Test func load_readsTheLines_andEachIntentSendsOnce() {
        var sent = 0
        let token = interactor.state.observe { _ in sent += 1 }
        sent = 0
        interactor.load()
        #expect(sent == 1)
        #expect(state.lines.map(\.limit) == [100_000])
        #expect(state.lines.first?.used == Decimal(24_233) / 100)
        interactor.start(.withdraw)
        #expect(sent == 2)
        _ = token
    }

    @Test func withdraw_manyLines_pagesTheCards_andANumberOnAnotherPageChoosesIt() {
        let template = repository.wallet.cards[0]
        repository.wallet.cards = (1...9).map { index in
            var card = template
            card.title = "Line \(index)"
            card.number = "4386 2894 0012 \(1000 + index)"
            return card
        }
        interactor.load()
        interactor.start(.withdraw)
        #expect(state.step == .moveCard)
        #expect(state.linePaging.itemCount == 9 && state.linePaging.range == 0..<6)
        let paymentsPage = state.paging
        interactor.turnPage(forward: true)
        #expect(state.linePaging.range == 6..<9, "n turns the cards, not the payments")
        #expect(state.paging == paymentsPage)
        interactor.turnPage(forward: true)
        #expect(state.notice?.text == "This is the last page.")
        let model = FlowPresenter.moveModel(state)
        #expect(model.firstOption == 7)
        #expect(model.prompt == Prompt("Choose a card (1-9)"))
        #expect(model.menu.map(\.title) == ["Line 7 ••1007", "Line 8 ••1008", "Line 9 ••1009"])
        interactor.choose(at: 1)
        #expect(state.line?.card.title == "Line 2")
    }

    @Test func withdraw_oneLine_goesStraightToTheAccount_thenAmountConfirmPIN() {
        interactor.start(.withdraw)
        #expect(state.step == .moveAccount)
        interactor.choose(at: 0)
        #expect(state.step == .moveAmount)
        interactor.type("60000")
        #expect(state.notice?.text == "One cash withdrawal can be at most ₹50,000.00.")
        #expect(state.step == .moveAmount)
        interactor.type("1000")
        #expect(state.step == .moveConfirm)
        #expect(state.amount == 1_000)
        interactor.answer(.yes)
        #expect(state.step == .movePIN)
        interactor.submit(pin: "12")
        #expect(state.notice?.text == "The transaction PIN has 6 digits.")
        #expect(repository.submitCount == 0)
        interactor.submit(pin: "000000")
        #expect(state.notice?.text == "Wrong transaction PIN. 2 attempts left before transfers are locked.")
        interactor.submit(pin: TransferFixture.pin)
        #expect(state.step == .moveResult)
        guard case .sent(let receipt)? = state.outcome else {
            Issue.record("not sent")
            return
        }
        #expect(receipt.fee == Money(250, "INR"))
        #expect(repository.wallet.accounts[0].balance == 11_000)
        #expect(state.lines.first?.used == Decimal(24_233) / 100 + 1_250)
    }

    @Test func repay_listsOnlyTheCardsWithSomethingInUse() {
        let template = repository.wallet.cards[0]
        repository.wallet.cards = [0, 500, 0].enumerated().map { index, used in
            var card = template
            card.title = "Line \(index + 1)"
            card.number = "4386 2894 0012 \(1001 + index)"
            card.creditUsed = Decimal(used)
            return card
        }
        interactor.load()
        interactor.start(.repay)
        #expect(state.moveLines.map(\.card.title) == ["Line 2"])
        #expect(state.line?.card.title == "Line 2", "the one card to repay is chosen for the user")
    }

    @Test func repay_withNothingInUse_saysSoAndStartsNothing() {
        repository.wallet.cards[0].creditUsed = 0
        repository.wallet.cards[0].due = nil
        interactor.load()
        interactor.start(.repay)
        #expect(state.notice?.text == "Nothing is in use on your cards: there is nothing to repay.")
        #expect(state.step == .dashboard)
    }

    @Test func repay_enterTakesTheDue_andTheDueIsFullyPaid() {
        interactor.start(.repay)
        interactor.choose(at: 0)
        interactor.type("")
        #expect(state.amount == Decimal(24_233) / 100)
        interactor.answer(.yes)
        interactor.submit(pin: TransferFixture.pin)
        #expect(repository.wallet.cards[0].due?.state == .fullyPaid)
        #expect(state.lines.first?.used == 0)
    }

    @Test func repay_moreThanUsed_isRefusedWithTheFigure() {
        interactor.start(.repay)
        interactor.choose(at: 0)
        interactor.type("300")
        #expect(state.notice?.text == "You can repay at most what is in use, ₹242.33.")
        #expect(state.step == .moveAmount)
    }

    @Test func confirmNo_cancels_andNothingMoves() {
        interactor.start(.withdraw)
        interactor.choose(at: 0)
        interactor.type("1000")
        interactor.answer(.no)
        #expect(state.step == .dashboard)
        #expect(state.notice?.text == "Cancelled: nothing moved.")
        #expect(repository.submitCount == 0)
    }

    @Test func aFailedSave_isSaid() {
        repository.failSaving = true
        interactor.start(.withdraw)
        interactor.choose(at: 0)
        interactor.type("1000")
        interactor.answer(.yes)
        interactor.submit(pin: TransferFixture.pin)
        #expect(state.outcome == .refused(.saveFailed("Could not save: disk full.")))
    }

    @Test func loanForm_backKeepsWhatWasTyped_andSubmitRecordsAnApplication() {
        interactor.start(.homeLoan)
        interactor.type("50000")
        #expect(state.notice?.text == "A home loan is ₹1,00,000.00 to ₹5,00,00,000.00.")
        interactor.type("5000000")
        interactor.type("20")
        #expect(interactor.back())
        #expect(state.step == .loan(.tenure))
        interactor.type("")
        #expect(state.step == .loan(.income))
        #expect(state.loan.years == 20)
        interactor.type("100000")
        interactor.choose(at: 0)
        interactor.type("Pune")
        interactor.type("ABCDE12X4F")
        #expect(state.notice?.text == "Characters 6 to 9 of a PAN are digits; \"12X4\" is not.")
        interactor.type("ABCDE1234F")
        interactor.answer(.no)
        #expect(state.step == .loan(.consent))
        interactor.answer(.yes)
        #expect(state.step == .loanReview)
        #expect(state.paging.pageCount == 40)
        interactor.answer(.yes)
        #expect(state.step == .loanResult)
        #expect(state.submitted?.reference == "HL00000001")
        #expect(state.applications.count == 1)
        #expect(interactor.back())
        #expect(state.step == .dashboard)
    }

    @Test func aPoundUser_isAskedForALoanInPounds_withTheRupeeRangeConverted() {
        repository.userID = "u-emma"
        interactor.start(.homeLoan)
        #expect(state.loanCurrency == "GBP")
        #expect(
            FlowPresenter.viewModel(for: state).message
                == "How much do you want to borrow? £1,000.00 (₹1,00,000.00) to £500,000.00 (₹5,00,00,000.00).")
        interactor.type("999.99")
        #expect(state.notice?.text == "A home loan is £1,000.00 (₹1,00,000.00) to £500,000.00 (₹5,00,00,000.00).")
        interactor.type("1000.005")
        #expect(state.notice?.text == "Use at most 2 decimal places.")
        interactor.type("1000")
        #expect(state.loan.amount == 1_000)
        #expect(state.step == .loan(.tenure))
    }

    @Test func theWithdrawalCapAndFee_areShownInTheLinesCurrency() {
        interactor.start(.withdraw)
        interactor.choose(at: 0)
        let model = FlowPresenter.viewModel(for: state)
        #expect(
            model.message
                == "How much cash? At most ₹50,000.00 at once, and the amount with its fee must fit the available "
                + "credit.")
        #expect(
            model.footer
                == "Fee 2.5% (at least ₹250.00); interest 3.5% a month from the day of the withdrawal until repaid.")
    }

    @Test func loanReview_refusesAnEMIOverTheIncomeShare() {
        interactor.start(.homeLoan)
        for text in ["5000000", "20", "80000"] { interactor.type(text) }
        interactor.choose(at: 1)
        for text in ["Pune", "ABCDE1234F"] { interactor.type(text) }
        interactor.answer(.yes)
        interactor.answer(.yes)
        #expect(state.step == .loanReview)
        #expect(state.notice?.text.hasPrefix("The EMI of ₹43,391.16 is more than 50% of your monthly income") == true)
        #expect(repository.wallet.loanApplications.isEmpty)
    }

    @Test func calculator_givesTheResult_pagedSchedule() {
        interactor.start(.calculator)
        interactor.type("100000")
        interactor.type("60")
        #expect(state.notice?.text == "The rate is 0 to 50 percent a year; 60 is outside that.")
        interactor.type("10")
        interactor.type("1")
        #expect(state.step == .calculatorResult)
        #expect(state.paging.pageCount == 2)
        interactor.turnPage(forward: true)
        interactor.turnPage(forward: true)
        #expect(state.notice?.text == "This is the last page.")
    }
}
