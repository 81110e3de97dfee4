import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Dispute

@MainActor
@Suite("Raise-a-dispute presenter")
struct RaiseDisputePresenterTests {
    private let interactor = FakeDisputeInteractor()
    private let view = FakeScreenView<DisputeViewModel>()

    private func started(at state: DisputeState) -> RaiseDisputePresenter {
        interactor.state.send(state)
        let presenter = RaiseDisputePresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    @Test func start_bindsToTheState_thenBeginsTheDraft() {
        _ = started(at: DisputeStateSamples.raiseAtTransactions())
        #expect(view.displayed.count == 1)
        #expect(interactor.beginRaiseCallCount == 1)
        #expect(interactor.intentCallCount == 1)
    }

    @Test func everyStateChange_isDisplayedOnce_withItsNotice() {
        let presenter = started(at: DisputeStateSamples.raiseAtTransactions())
        var next = interactor.state.value
        next.say("This is the last page.")
        interactor.state.send(next)
        #expect(view.displayed.count == 2)
        #expect(view.last?.notice?.text == "This is the last page.")
        #expect(view.notices.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func theTransactionStep_listsOnePage_withPagingCommands() {
        let model = RaiseDisputePresenter.viewModel(for: DisputeStateSamples.raiseAtTransactions())
        #expect(model.title == "Raise a dispute")
        #expect(model.commands == [Block.Command("n", "Next page")])
        #expect(model.prompt == Prompt("Choose a transaction (1-4)"))
        guard case .text(let header) = model.parts.first else {
            Issue.record("expected a header line")
            return
        }
        #expect(header == "Millennia ••3456 · 1–3 of 4 transactions · page 1 of 2")
    }

    @Test func onTheTransactionStep_eachInputCallsOneIntent() {
        let presenter = started(at: DisputeStateSamples.raiseAtTransactions())
        presenter.handle("n")
        presenter.handle("next")
        presenter.handle("p")
        presenter.handle("Previous")
        #expect(interactor.turnedRaisePages == [true, true, false, false])
        presenter.handle("2")
        #expect(interactor.lastTransactionIndex == 1)
        #expect(interactor.intentCallCount == 6)
        #expect(interactor.openedSteps.isEmpty)
    }

    @Test func aNumberOnTheNextPage_choosesThatTransactionAnyway() {
        let presenter = started(at: DisputeStateSamples.raiseAtTransactions())
        presenter.handle("4")
        #expect(interactor.lastTransactionIndex == 3, "the 4th of the whole list, though page 1 shows 1-3")
        #expect(view.notices.isEmpty)
    }

    @Test func aNumberPastTheList_getsTheUnknownHint_andCallsNothing() {
        let presenter = started(at: DisputeStateSamples.raiseAtTransactions())
        presenter.handle("5")
        #expect(
            view.notices == [
                "Unknown choice \"5\". Type a number 1-4, n for the next page, b to go back, or ? for help."
            ])
        #expect(interactor.intentCallCount == 1)
    }

    @Test func theTransactionsOnPageTwo_numberOnFromPageOne() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.paging = state.raise.paging.showing(3)
        let model = RaiseDisputePresenter.viewModel(for: state)
        #expect(model.prompt == Prompt("Choose a transaction (1-4)"))
        guard case .table(_, _, let rows, _) = model.parts.last else {
            Issue.record("expected the table")
            return
        }
        #expect(rows.map(\.first) == ["4."])
    }

    @Test func onTheSourceStep_aNumberChoosesThatSource() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.step = .source
        let presenter = started(at: state)
        presenter.handle("2")
        #expect(interactor.lastSourceIndex == 1)
    }

    @Test func onTheDescriptionStep_theTextGoesToTheInteractorAsTyped() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.step = .description
        state.raise.reason = .other
        let presenter = started(at: state)
        presenter.handle("")
        #expect(interactor.describeCallCount == 1)
        #expect(interactor.lastDescription == "")
    }

    @Test func confirming_answersTheInteractor_andLeavesTheNextScreenToTheRouter() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.step = .confirm
        let presenter = started(at: state)
        presenter.handle("Y")
        #expect(interactor.lastRaiseAnswer == .some(.yes))
        #expect(interactor.intentCallCount == 2, "beginning the draft, then the answer: no screen is asked for")
        presenter.handle("maybe")
        #expect(interactor.lastRaiseAnswer == .some(nil))
    }

    @Test func back_asksTheInteractorToStepBack() {
        let presenter = started(at: DisputeStateSamples.raiseAtTransactions())
        interactor.stepsBack = true
        #expect(presenter.goBack())
        #expect(interactor.backCallCount == 0)
        interactor.stepsBack = false
        #expect(presenter.goBack(), "at the first step the screen is left through the step, not by the shell")
        #expect(interactor.stepBackInRaiseCallCount == 2)
        #expect(interactor.backCallCount == 1)
    }

    @Test func theConfirmStep_summarisesTheDraft() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.transaction = DisputeStateSamples.transaction("t-new")
        state.raise.reason = .chargedTwice
        state.raise.step = .confirm
        let model = RaiseDisputePresenter.viewModel(for: state)
        #expect(model.prompt == Prompt("Raise it? (y/n)"))
        guard case .fields(let fields) = model.parts.first else {
            Issue.record("expected the summary")
            return
        }
        #expect(fields.map(\.label) == ["From", "Transaction", "Reason", "Description"])
        #expect(fields.last?.value == "—")
    }

    @Test func aLoadError_isShownInsteadOfTheSteps() {
        var state = DisputeStateSamples.raiseAtTransactions()
        state.raise.loadError = "Could not load your cards and accounts: disk full"
        let model = RaiseDisputePresenter.viewModel(for: state)
        #expect(model.parts == [.error("Could not load your cards and accounts: disk full")])
        #expect(model.prompt == Prompt("Type b to go back"))
    }
}
