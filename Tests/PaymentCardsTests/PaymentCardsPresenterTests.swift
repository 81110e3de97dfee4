import Foundation
import Testing
@testable import PaymentCards
import SwippyCore
import SwippyData

@MainActor
@Suite("PaymentCards presenter")
struct PaymentCardsPresenterTests {
    let repository = FakePaymentCardsRepository(Sample.walletCards(5))
    let view = FakeView<PaymentCardsViewModel>()
    let router = FakeRouter()

    private func started(pageSize: Int = 2) -> PaymentCardsPresenter {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: pageSize)
        let presenter = PaymentCardsPresenter(interactor: interactor, router: router)
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
        #expect(model.commands == ["r  Try again"])
        #expect(model.summary == nil)
    }

    @Test func loadedWithoutCards_saysThereAreNone() {
        var state = PaymentCardsState(pageSize: 2)
        state.phase = .loaded
        let model = PaymentCardsPresenter.viewModel(for: state)
        #expect(model.content == .empty("You have no payment cards yet."))
        #expect(model.commands.isEmpty)
    }

    @Test func loaded_showsTheCurrentPageWithItsSummaryAndCommands() {
        let presenter = started()
        let model = view.last
        #expect(model?.summary == "5 cards · page 1 of 3")
        #expect(model?.commands == ["n  Next page"])
        #expect(model?.prompt == Prompt("Choose a card (1-2)"))
        guard case .cards(let rows)? = model?.content else {
            Issue.record("expected cards, got \(String(describing: model?.content))")
            return
        }
        #expect(rows.map(\.number) == [1, 2])
        #expect(rows.map(\.title) == ["Card 1", "Card 2"])
        presenter.handle("n")
        #expect(view.last?.commands == ["n  Next page", "p  Previous page"])
        presenter.handle("n")
        #expect(view.last?.summary == "5 cards · page 3 of 3")
        #expect(view.last?.commands == ["p  Previous page"])
        #expect(view.last?.prompt == Prompt("Choose a card (1)"))
    }

    @Test func oneCard_isCountedInTheSingular() {
        repository.walletCards = Sample.walletCards(1)
        _ = started()
        #expect(view.last?.summary == "1 card · page 1 of 1")
    }

    @Test func start_displaysOnceLoaded() {
        _ = started()
        #expect(repository.cardsCallCount == 1)
        #expect(view.displayed.first == .initial)
        #expect(view.displayed.count == 2)
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
        #expect(router.destinations == [.card(position: 2)])
    }

    @Test func aNumberOnPageTwo_opensTheCardAtItsWalletPosition() {
        let presenter = started()
        presenter.handle("n")
        presenter.handle("1")
        presenter.handle("2")
        #expect(router.destinations == [.card(position: 4), .card(position: 6)])
        #expect(view.notices.isEmpty)
    }

    @Test func nextOnTheLastPage_saysSo() {
        let presenter = started()
        presenter.handle("next")
        presenter.handle("N")
        presenter.handle("n")
        #expect(view.notices == ["This is the last page."])
        #expect(view.last?.summary == "5 cards · page 3 of 3")
    }

    @Test func previousOnTheFirstPage_saysSo() {
        let presenter = started()
        presenter.handle("p")
        presenter.handle("previous")
        #expect(view.notices == ["This is the first page.", "This is the first page."])
    }

    @Test(arguments: ["3", "0", "-1", "abc", "99999999999999999999", ""])
    func unknownInput_getsTheHintAndNoNavigation(input: String) {
        let presenter = started()
        presenter.handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 2)])
        #expect(router.destinations.isEmpty)
    }

    @Test func unknownInput_hintNamesTheNumbersOnThisPage() {
        let presenter = started()
        presenter.handle("zzz")
        #expect(view.notices == ["Unknown choice \"zzz\". Type a number 1-2, b to go back, or ? for help."])
    }

    @Test func reload_asksTheRepositoryAgain() {
        let presenter = started()
        presenter.handle("r")
        #expect(repository.cardsCallCount == 2)
    }

    @Test func didReappear_reloadsAndShowsTheChange() {
        let presenter = started()
        repository.walletCards = Sample.walletCards(3)
        presenter.didReappear()
        #expect(repository.cardsCallCount == 2)
        #expect(view.last?.summary == "3 cards · page 1 of 2")
    }

    @Test func aFailedLoad_offersTryAgain() {
        repository.cardsFailure = FakeError(description: "disk on fire")
        let presenter = started()
        #expect(view.last?.content == .failed("Could not load your cards: disk on fire"))
        repository.cardsFailure = nil
        presenter.handle("r")
        #expect(view.last?.summary == "5 cards · page 1 of 3")
    }

    @Test func goBack_letsTheHostPop() {
        #expect(!started().goBack())
    }

    @Test func thePresenter_holdsItsViewWeakly() {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: 2)
        let presenter = PaymentCardsPresenter(interactor: interactor, router: router)
        do {
            let temporary = FakeView<PaymentCardsViewModel>()
            presenter.view = temporary
        }
        #expect(presenter.view == nil)
        presenter.start()
        presenter.handle("zzz")
        #expect(repository.cardsCallCount == 1)
    }
}
