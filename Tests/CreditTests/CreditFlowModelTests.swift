import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Credit

/// The flow screen's view models along real flows (the interactor over the fake repository), and the flow
/// presenter's input on the steps the other suites leave out: the card list, confirming, the results.
@MainActor
@Suite("Credit flow screen: view models and input")
struct CreditFlowModelTests {
    let repository = FakeCreditRepository()
    let interactor: CreditInteractor

    init() {
        interactor = CreditInteractor(
            repository: repository, reference: TransferFixture.reference(perTransfer: 200_000), zone: SwippyDate.utc)
    }

    var model: FlowViewModel { FlowPresenter.viewModel(for: interactor.state.value) }

    @Test func aWithdrawal_endsOnItsReceipt_withTheFeeAndTheLineAfterIt() {
        interactor.start(.withdraw)
        interactor.choose(at: 0)
        interactor.type("1000")
        interactor.answer(.yes)
        interactor.submit(pin: TransferFixture.pin)
        let result = model
        #expect(result.title == "Withdraw cash")
        #expect(result.prompt == Prompt("Type b to go back"))
        #expect(result.message == "Withdrew ₹1,000.00 from Millennia Credit Card ••3456 into Savings.")
        #expect(
            result.fields == [
                Block.Field("Reference", "SWC1", keep: true), Block.Field("Fee", "₹250.00", keep: true),
                Block.Field("Savings now", "₹11,000.00", keep: true),
                Block.Field("Available", "₹98,507.67", keep: true),
                Block.Field("Due", "₹1,492.33 · Due in 6 days", keep: true),
            ])
        #expect(result.helpLines == ["Enter    back"])
    }

    @Test func aRepayment_asksUpToWhatIsInUse_offersTheDue_andEndsOnItsReceipt() {
        interactor.start(.repay)
        interactor.choose(at: 0)
        #expect(model.title == "Repay credit line")
        #expect(model.message == "How much do you repay? Up to what is in use.")
        #expect(model.prompt == Prompt("Amount (Enter for ₹242.33)"))
        interactor.type("")
        let confirm = [Block.Field("Repay", "₹242.33", keep: true), Block.Field("From", "Savings")]
        #expect(model.fields.suffix(2) == confirm)
        interactor.answer(.yes)
        interactor.submit(pin: TransferFixture.pin)
        let result = model
        #expect(result.message == "Repaid ₹242.33 of Millennia Credit Card ••3456 from Savings.")
        #expect(result.fields.first == Block.Field("Reference", "SWC1", keep: true))
        #expect(!result.fields.contains { $0.label == "Fee" }, "a repayment has no fee")
        #expect(
            result.fields.suffix(3) == [
                Block.Field("Savings now", "₹9,757.67", keep: true),
                Block.Field("Available", "₹1,00,000.00", keep: true), Block.Field("Due", "Fully paid", keep: true),
            ])
    }

    @Test func aRefusedOrUnknownSave_isSaidOnTheResult_withNoReceipt() {
        var state = CreditState()
        state.step = .moveResult
        state.outcome = .refused(.saveFailed("Could not save: disk full."))
        let refused = FlowPresenter.viewModel(for: state)
        #expect(refused.message == "Nothing moved: Could not save: disk full.")
        #expect(refused.fields.isEmpty)
        state.outcome = .refused(.saveOutcomeUnknown("The save may have landed: check the history."))
        #expect(FlowPresenter.viewModel(for: state).message == "The save may have landed: check the history.")
        state.outcome = nil
        #expect(FlowPresenter.viewModel(for: state).message == nil)
    }

    @Test func aWithdrawalInACurrencyWithNoQuote_saysSo_andOffersOnlyBack() {
        var state = CreditState(rates: ExchangeRates(base: "INR", asOf: TransferFixture.date, rates: []))
        state.lines = repository.lines().map { line in
            var line = line
            line.currency = "JPY"
            return line
        }
        state.linePosition = state.lines.first?.position
        state.step = .moveAmount
        let model = FlowPresenter.viewModel(for: state)
        #expect(model.message == CreditTerms.noRate(state.config, in: "JPY"))
        #expect(model.message?.contains("JPY") == true)
        #expect(model.prompt == Prompt("Type b to go back"))
        #expect(model.footer == nil)
    }

    @Test func theLoanForm_asksEachQuestion_andSaysWhatEnterKeeps() {
        interactor.start(.homeLoan)
        for text in ["5000000", "20", "100000"] { interactor.type(text) }
        #expect(model.message == "How are you employed?")
        #expect(model.menu.map(\.title) == LoanRules.employmentTypes)
        #expect(model.prompt == Prompt.choice("Choose one", count: LoanRules.employmentTypes.count))
        interactor.choose(at: 0)
        #expect(model.message == "In which city is the property?")
        #expect(model.prompt == Prompt("City"))
        interactor.type("Pune")
        #expect(model.message == "Your PAN: 5 letters, 4 digits, 1 letter, like ABCDE1234F.")
        interactor.type("ABCDE1234F")
        #expect(model.prompt == Prompt.confirm("Do you consent?"))
        #expect(model.helpLines == ["y / n    yes / no", "b        back one step"])
        // Back to the PAN and the employment: each prompt now says what Enter keeps (the PAN masked).
        #expect(interactor.back())
        #expect(model.prompt.text.hasPrefix("PAN (Enter keeps "))
        #expect(!model.prompt.text.contains("ABCDE1234F"), "the PAN is never shown whole")
        #expect(interactor.back())
        #expect(model.prompt == Prompt("City (Enter keeps Pune)"))
        #expect(interactor.back())
        let kept = " (Enter keeps \(LoanRules.employmentTypes[0]))"
        #expect(model.prompt == Prompt.choice("Choose one" + kept, count: LoanRules.employmentTypes.count))
        #expect(
            model.helpLines == [
                "A number chooses that type. Enter keeps the value shown in brackets.", "b        back one step",
            ])
    }

    @Test func theCalculator_asksRateAndTenure_thenShowsTheEMIAndTheSchedule() {
        interactor.start(.calculator)
        #expect(model.title == "EMI calculator")
        interactor.type("100000")
        #expect(model.message == "Yearly interest rate in percent, for example 8.5?")
        #expect(model.prompt == Prompt("Rate %"))
        interactor.type("10")
        #expect(model.message == "Over how many years? 1 to 30.")
        #expect(model.prompt == Prompt("Tenure in years"))
        interactor.type("1")
        let result = model
        #expect(
            result.fields == [
                Block.Field("Loan", "₹1,00,000.00", keep: true), Block.Field("Rate", "10% a year"),
                Block.Field("Tenure", "1 years (12 EMIs)"), Block.Field("EMI", "₹8,791.59", keep: true),
                Block.Field("Total interest", "₹5,499.05", keep: true),
                Block.Field("Total paid", "₹1,05,499.05", keep: true),
            ])
        #expect(result.rows.count == 1 + 6, "the header and the first page of the schedule")
        #expect(result.pageLine == CreditText.pageLine(interactor.state.value.paging))
        #expect(result.prompt == Prompt("n / p pages the schedule; Enter goes back"))
    }
}

/// The flow presenter's input on the card list, the confirmation and the result steps.
@MainActor
@Suite("Credit flow presenter: the card list, confirming and results")
struct CreditFlowInputTests {
    let interactor = FakeCreditInteractor()

    func flow(at step: CreditState.Step, lines count: Int = 1) -> (FlowPresenter, FakeScreenView<FlowViewModel>) {
        let line = FakeCreditRepository().lines()[0]
        interactor.state.update {
            $0.lines = (0..<count).map { index in
                var copy = line
                copy.position = index
                return copy
            }
            $0.step = step
        }
        let presenter = FlowPresenter(interactor: interactor)
        let view = FakeScreenView<FlowViewModel>()
        presenter.view = view
        return (presenter, view)
    }

    @Test func theCardList_turnsPages_choosesByItsNumber_andHintsOtherwise() {
        let (presenter, view) = flow(at: .moveCard, lines: 9)
        presenter.handle("n")
        presenter.handle("2")
        #expect(interactor.calls == ["next", "choose 1"])
        presenter.handle("x")
        #expect(interactor.calls.count == 2, "an unknown answer reaches no intent")
        #expect(view.lastNotice != nil)
        #expect(
            FlowPresenter.helpLines(interactor.state.value, prompt: Prompt()) == [
                "A number chooses that card (its number in the whole list, on any page).",
                "n / p    next / previous page", "b        back one step",
            ])
    }

    @Test func aCardListOfOnePage_listsNoPagingKeys() {
        _ = flow(at: .moveCard, lines: 2)
        #expect(
            FlowPresenter.helpLines(interactor.state.value, prompt: Prompt()) == [
                "A number chooses that card (its number in the whole list, on any page).", "b        back one step",
            ])
    }

    @Test func confirming_answersYesOrNo_andOtherTextIsTyped() {
        let (presenter, _) = flow(at: .moveConfirm)
        presenter.handle("y")
        presenter.handle("no")
        presenter.handle("later")
        #expect(interactor.calls == ["answer yes", "answer no", "type later"])
    }

    @Test func aResult_pagesWithNAndP_andAnythingElseGoesBack() {
        let (presenter, _) = flow(at: .calculatorResult)
        presenter.handle("n")
        presenter.handle("p")
        presenter.handle("")
        #expect(interactor.calls == ["next", "previous", "back"])
    }
}
