import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards presenter")
struct PaymentCardsPresenterTests {
    let interactor = FakePaymentCardsInteractor(cards: Sample.walletCards(5), pageSize: 2)
    let view = FakeScreenView<PaymentCardsViewModel>()

    private func started() -> PaymentCardsPresenter {
        let presenter = PaymentCardsPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        return presenter
    }

    // MARK: - State to view model

    @Test func loading_showsTheInitialViewModel() {
        let state = PaymentCardsState(pageSize: 2)
        #expect(PaymentCardsPresenter.viewModel(for: state) == .initial)
        #expect(PaymentCardsViewModel.initial.content == .loading)
    }

    @Test func failed_showsTheReasonAndTryAgain() {
        var state = PaymentCardsState(pageSize: 2)
        state.phase = .failed("Could not load your cards: disk on fire")
        let model = PaymentCardsPresenter.viewModel(for: state)
        #expect(model.content == .failed("Could not load your cards: disk on fire"))
        #expect(model.commands == [Block.Command("r", "Try again")])
        #expect(model.summary == nil)
    }

    @Test func loadedWithoutCards_saysThereAreNone() {
        var state = PaymentCardsState(pageSize: 2)
        state.phase = .loaded
        let model = PaymentCardsPresenter.viewModel(for: state)
        #expect(
            model.content
                == .empty("You have no payment cards yet. A card you add shows here with its due and statements."))
        #expect(model.commands.isEmpty)
        // Nothing to choose: the prompt and `?` say so instead of offering cards and pages.
        #expect(model.prompt == Prompt("Type b to go back"))
        #expect(!model.helpLines.joined().contains("page"))
    }

    @Test func loaded_showsTheCurrentPageWithItsSummaryAndCommands() {
        let presenter = started()
        let model = view.last
        #expect(model?.summary == "1–2 of 5 cards · page 1 of 3")
        #expect(model?.commands == [Block.Command("n", "Next page")])
        #expect(model?.prompt == Prompt("Choose a card (1-5)"))
        guard case .cards(let rows)? = model?.content else {
            Issue.record("expected cards, got \(String(describing: model?.content))")
            return
        }
        #expect(rows.map(\.number) == [1, 2])
        #expect(rows.map(\.title) == ["Card 1", "Card 2"])
        interactor.showPage(1)
        #expect(view.last?.commands == [Block.Command("n", "Next page"), Block.Command("p", "Previous page")])
        interactor.showPage(2)
        #expect(view.last?.summary == "5 of 5 cards · page 3 of 3")
        #expect(view.last?.commands == [Block.Command("p", "Previous page")])
        #expect(view.last?.prompt == Prompt("Choose a card (1-5)"))
        guard case .cards(let last)? = view.last?.content else {
            Issue.record("expected cards")
            return
        }
        #expect(last.map(\.number) == [5], "numbered across pages")
        withExtendedLifetime(presenter) {}
    }

    @Test func oneCard_isCountedInTheSingular() {
        interactor.publish { $0.cards = Sample.walletCards(1) }
        let presenter = started()
        #expect(view.last?.summary == "1 card")
        withExtendedLifetime(presenter) {}
    }

    @Test func start_bindsToTheStateThenAsksForOneLoad() {
        let presenter = started()
        #expect(interactor.loadCallCount == 1)
        #expect(interactor.state.observerCount == 1)
        #expect(view.displayed.count == 1)
        withExtendedLifetime(presenter) {}
    }

    @Test func everyStateChange_isDisplayedExactlyOnce() {
        let presenter = started()
        interactor.showPage(1)
        interactor.showPage(2)
        #expect(view.displayed.count == 3)
        withExtendedLifetime(presenter) {}
    }

    @Test func aNoticeInTheState_travelsInTheViewModel() {
        var state = PaymentCardsState(pageSize: 2)
        state.phase = .loaded
        state.cards = Sample.walletCards(1)
        state.notice = Notice("This is the last page.", after: nil)
        #expect(PaymentCardsPresenter.viewModel(for: state).notice?.text == "This is the last page.")
    }

    @Test func row_forAPendingDue_isRedWithItsState() {
        let card = Sample.card("Millennia", due: Sample.due("242.33", .pending("due in 6 days")))
        let row = PaymentCardsPresenter.row(number: 1, card: card)
        #expect(row.due == "₹242.33")
        #expect(row.dueState == "Due in 6 days")
        #expect(row.dueTone == .bad)
        #expect(row.maskedNumber == "•••• •••• •••• 3456")
        #expect(row.status == nil)
    }

    @Test func row_forAFullyPaidDue_isGreen() {
        let row = PaymentCardsPresenter.row(number: 2, card: Sample.card("Paid", due: Sample.due("0", .fullyPaid)))
        #expect(row.dueState == "Fully paid")
        #expect(row.dueTone == .good)
    }

    @Test func row_forACardWithoutDue_saysNoDue() {
        let row = PaymentCardsPresenter.row(number: 3, card: Sample.card("Plain", status: .blocked))
        #expect(row.due == "—")
        #expect(row.dueState == "No due")
        #expect(row.dueTone == .muted)
        #expect(row.status == "Blocked")
        #expect(PaymentCardsPresenter.row(number: 1, card: Sample.card("Off", status: .inactive)).status == "Inactive")
    }

    // MARK: - Commands

    @Test func aNumber_opensThatCardOnThePage() {
        let presenter = started()
        presenter.handle("2")
        #expect(interactor.openedPositions == [2])
    }

    @Test func aNumberOnPageTwo_opensTheCardAtItsWalletPosition() {
        let presenter = started()
        interactor.showPage(1)
        presenter.handle("3")
        presenter.handle("4")
        #expect(interactor.openedPositions == [4, 6])
        #expect(view.notices.isEmpty)
    }

    @Test func aNumberOnAnotherPage_opensThatCardAnyway() {
        let presenter = started()
        presenter.handle("5")
        interactor.showPage(2)
        presenter.handle("1")
        #expect(interactor.openedPositions == [8, 0])
        #expect(view.notices.isEmpty)
    }

    @Test func nextAndPrevious_inAnyCase_askTheInteractorToPage() {
        let presenter = started()
        presenter.handle("next")
        presenter.handle("N")
        presenter.handle("p")
        presenter.handle("previous")
        presenter.handle("PREV")
        #expect(interactor.turnedPages == [true, true, false, false, false])
        #expect(view.notices.isEmpty)
    }

    @Test(arguments: ["6", "0", "-1", "abc", "99999999999999999999", ""])
    func unknownInput_getsTheHintAndNoNavigation(input: String) {
        let presenter = started()
        presenter.handle(input)
        #expect(view.notices == [interactor.state.value.paging.unknownHint(input)])
        #expect(interactor.openedPositions.isEmpty)
    }

    @Test func unknownInput_hintNamesTheNumbersOfTheWholeListAndPaging() {
        let presenter = started()
        presenter.handle("zzz")
        #expect(
            view.notices == [
                "Unknown choice \"zzz\". Type a number 1-5, n for the next page, b to go back, or ? for help."
            ])
    }

    @Test func reload_andReappearing_askForALoad() {
        let presenter = started()
        presenter.handle("r")
        presenter.didReappear()
        #expect(interactor.loadCallCount == 3)
    }

    @Test func aFailedLoad_offersTryAgain() {
        interactor.publish { $0.phase = .failed("Could not load your cards: disk on fire") }
        let presenter = started()
        #expect(view.last?.content == .failed("Could not load your cards: disk on fire"))
        #expect(view.last?.commands == [Block.Command("r", "Try again")])
        withExtendedLifetime(presenter) {}
    }

    @Test func reload_saysTheCardsWereReloaded_notSilently() {
        let presenter = started()
        presenter.handle("r")
        #expect(interactor.loadCallCount == 2)
        #expect(view.lastNotice == "Cards reloaded: 5 cards.")
        withExtendedLifetime(presenter) {}
    }

    @Test func goBack_asksTheInteractor_whoseFalseLetsTheHostPop() {
        interactor.backAnswer = false
        #expect(!started().goBack())
        #expect(interactor.backCallCount == 1)
    }

    @Test func a_opensTheAddCardFlow_onlyWhereTheHostAllowsIt() {
        let presenter = started()
        presenter.handle("a")
        #expect(interactor.startAddCardCallCount == 0)
        #expect(view.notices.count == 1)
        interactor.publish { $0.canAddCards = true }
        presenter.handle("a")
        presenter.handle("add")
        #expect(interactor.startAddCardCallCount == 2)
        #expect(interactor.openedPositions.isEmpty)
    }

    @Test func thePresenter_holdsItsViewWeakly() {
        let presenter = PaymentCardsPresenter(interactor: interactor)
        do {
            let temporary = FakeScreenView<PaymentCardsViewModel>()
            presenter.view = temporary
        }
        #expect(presenter.view == nil)
        presenter.start()
        presenter.handle("zzz")
        #expect(interactor.loadCallCount == 1)
    }
}
