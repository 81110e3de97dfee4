import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

/// Which of a card's screens a test starts on.
enum CardPage: CaseIterable {
    case actions, details, statement

    /// The state's step showing this page of the card at `position`.
    func step(_ position: Int) -> PaymentCardsState.Step {
        switch self {
        case .actions: .card(position: position)
        case .details: .details(position: position)
        case .statement: .statement(position: position)
        }
    }
}

@MainActor
@Suite("Card presenter")
struct CardPresenterTests {
    let interactor = FakePaymentCardsInteractor()
    let view = FakeScreenView<CardViewModel>()
    let router = FakePaymentCardsRouter()

    private func started(_ card: PaymentCard, position: Int = 7, page: CardPage = .actions) -> CardPresenter {
        interactor.publish {
            $0.cards = [WalletCard(position: position, card: card)]
            $0.step = page.step(position)
        }
        let presenter = CardPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return presenter
    }

    private let fullCard = Sample.card(
        "Millennia", due: Sample.due("242.33", .pending("due in 6 days")),
        actions: [.viewDetails, .payNow, .viewLastStatement])

    @Test func theActionsScreen_offersTheCardsActionsInFileOrder_thenItsServices() {
        let presenter = started(fullCard)
        #expect(
            view.last?.options == ["View details", "Pay now", "View last statement", "Block card", "Deactivate card"])
        #expect(view.last?.title == "Millennia")
        #expect(view.last?.prompt == Prompt("Choose an option (1-5)"))
        withExtendedLifetime(presenter) {}
    }

    @Test func theCardsOwnPages_areIntents_andPayNowLeavesWithThisCardsPosition() {
        let presenter = started(fullCard)
        presenter.handle("1")
        #expect(interactor.showDetailsCallCount == 1)
        presenter.handle("2")
        #expect(router.destinations == [.payment(position: 7)])
        presenter.handle("3")
        #expect(interactor.showStatementCallCount == 1)
        #expect(interactor.showDetailsCallCount == 1)
        #expect(router.destinations == [.payment(position: 7)])
        #expect(view.notices.isEmpty)
    }

    @Test func theNumbersAfterTheActions_goToTheServicesForThisCardsPosition() {
        let presenter = started(fullCard)
        presenter.handle("4")
        presenter.handle("5")
        #expect(router.destinations == [.blockCard(position: 7), .activation(position: 7)])
        #expect(view.notices.isEmpty)
    }

    @Test func onlyTheCardsOwnActions_areOffered() {
        let presenter = started(Sample.card("Amazon Pay", actions: [.viewLastStatement]))
        #expect(view.last?.options == ["View last statement", "Block card", "Deactivate card"])
        presenter.handle("1")
        presenter.handle("2")
        presenter.handle("4")
        // 2 is the first service, not a "Pay now" the card does not offer.
        #expect(interactor.showStatementCallCount == 1)
        #expect(router.destinations == [.blockCard(position: 7)])
        #expect(view.notices == ["Unknown choice \"4\". Type a number 1-3, b to go back, or ? for help."])
    }

    @Test func unknownActionsInTheFile_areIgnored() throws {
        let json = """
            {"id": "c", "title": "Flipkart", "number": "4716 1089 9900 4321", "card_holder_name": "ASHA RAO",
             "type": "VISA", "bank_name": "Axis Bank", \
            "due": {"id": "d", "amount": 10, "currency": "₹", "state": "due in 6 days"},
             "actions": ["set_reminder", "pay_now", "export_pdf", "view_details"]}
            """
        let card = try JSONDecoder.swippy().decode(PaymentCard.self, from: Data(json.utf8))
        let presenter = started(card)
        #expect(view.last?.options == ["Pay now", "View details", "Block card", "Deactivate card"])
        withExtendedLifetime(presenter) {}
    }

    @Test func repeatedActions_areOfferedOnce() {
        let card = Sample.card(
            "Twice", due: Sample.due("10", .pending("due in 6 days")),
            actions: [.viewDetails, .payNow, .viewDetails, .payNow])
        #expect(CardOption.offered(for: card) == [.viewDetails, .payNow, .block, .deactivate])
        let presenter = started(card)
        presenter.handle("2")
        #expect(router.destinations == [.payment(position: 7)])
    }

    @Test func aBlockedCard_stillOffersPaymentOfItsDue_butNoServices() {
        // Blocking stops spending, not repayment.
        let card = Sample.card(
            "Blocked", due: Sample.due("5999.99", .pending("due in 2 days")),
            actions: [.viewDetails, .payNow, .viewLastStatement],
            status: .blocked)
        #expect(CardOption.offered(for: card) == [.viewDetails, .payNow, .viewLastStatement])
        let presenter = started(card)
        presenter.handle("2")
        presenter.handle("4")
        #expect(router.destinations == [.payment(position: 7)])
        #expect(view.notices == ["Unknown choice \"4\". Type a number 1-3, b to go back, or ? for help."])
    }

    @Test(arguments: [
        Sample.due("18450", .fullyPaid), Sample.due("0", .pending("due in 6 days")), nil,
    ])
    func aCardWithNothingOwed_offersNoPayNow(due: CardDue?) {
        let card = Sample.card("Paid", due: due, actions: [.viewDetails, .payNow, .viewLastStatement])
        #expect(CardOption.offered(for: card) == [.viewDetails, .viewLastStatement, .block, .deactivate])
    }

    @Test func anInactiveCard_stillOffersPayment() {
        let card = Sample.card(
            "Inactive", due: Sample.due("10", .pending("due in 6 days")), actions: [.payNow], status: .inactive)
        #expect(CardOption.offered(for: card) == [.payNow, .block, .activate])
    }

    @Test func aCardWithoutActions_stillOffersItsServices() {
        let presenter = started(Sample.card("Bare", actions: [], status: .inactive))
        #expect(view.last?.options == ["Block card", "Activate card"])
        #expect(view.last?.message == nil)
        #expect(view.last?.prompt == Prompt("Choose an option (1-2)"))
        presenter.handle("1")
        presenter.handle("2")
        #expect(router.destinations == [.blockCard(position: 7), .activation(position: 7)])
    }

    @Test func aBlockedCardWithoutActions_asksToGoBack() {
        let presenter = started(Sample.card("Bare", actions: [], status: .blocked))
        #expect(view.last?.options == [])
        #expect(view.last?.message == "This card offers no actions.")
        #expect(view.last?.prompt == Prompt("Type b to go back"))
        presenter.handle("1")
        #expect(view.notices == ["Unknown choice \"1\". Type b to go back, or ? for help."])
        #expect(router.destinations.isEmpty)
    }

    @Test(arguments: ["0", "6", "-1", "pay", "", "99999999999999999999"])
    func unknownInputOnTheActionsScreen_getsTheHint(input: String) {
        let presenter = started(fullCard)
        presenter.handle(input)
        #expect(view.notices == [MenuInput.unknownHint(input, count: 5)])
        #expect(router.destinations.isEmpty)
    }

    @Test(arguments: [CardPage.details, .statement])
    func numbersOnTheDetailsAndStatementScreens_getTheHint(page: CardPage) {
        let presenter = started(fullCard, page: page)
        presenter.handle("1")
        #expect(view.notices == ["Unknown choice \"1\". Type b to go back, or ? for help."])
        #expect(router.destinations.isEmpty)
        #expect(interactor.showDetailsCallCount == 0)
    }

    @Test(arguments: CardPage.allCases)
    func goBack_asksTheInteractorOnce_andPassesItsAnswerOn(page: CardPage) {
        let presenter = started(fullCard, page: page)
        #expect(presenter.goBack())
        interactor.backAnswer = false
        #expect(!presenter.goBack())
        #expect(interactor.backCallCount == 2)
        #expect(router.destinations.isEmpty)
    }

    @Test func onAStepThatIsNoCards_theScreenShowsTheBareCard() {
        let presenter = started(fullCard)
        interactor.publish { $0.step = .list }
        #expect(view.last == .initial)
        presenter.handle("1")
        #expect(interactor.showDetailsCallCount == 0)
        #expect(router.destinations.isEmpty)
    }

    @Test func theDetailsScreen_showsTheDetails() {
        let presenter = started(fullCard, page: .details)
        #expect(view.last?.title == "Millennia · details")
        #expect(view.last?.options == [])
        withExtendedLifetime(presenter) {}
    }

    @Test func theStatementScreen_showsTheStatementWhenItIsInTheState() throws {
        let transactions = [Sample.transaction("t1", "2026-11-03", "Shop", "10")]
        let statement = try #require(CardStatement.latest(of: fullCard, from: transactions))
        let presenter = started(fullCard, page: .statement)
        #expect(view.last?.message == "Loading the statement…")
        interactor.publish { $0.statements[fullCard.number] = .success(statement) }
        #expect(view.last?.title == "Millennia · last statement")
        #expect(view.last?.rows == [["03 Nov 2026", "Shop", "-₹10.00"]])
        withExtendedLifetime(presenter) {}
    }

    @Test func theStatementScreen_reloadsWhenItReappears() {
        let presenter = started(fullCard, page: .statement)
        presenter.didReappear()
        #expect(interactor.loadCallCount == 1)
        #expect(interactor.showStatementCallCount == 0)
    }

    @Test func aCardThatIsGone_saysSo() {
        interactor.publish { $0.step = .card(position: 3) }
        let presenter = CardPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        #expect(view.last?.message == "This card is no longer in your wallet.")
        presenter.handle("1")
        #expect(router.destinations.isEmpty)
        #expect(view.notices.count == 1)
    }

    @Test func didReappear_reloadsTheCard() {
        let presenter = started(fullCard)
        interactor.cardsOnLoad = [WalletCard(position: 7, card: Sample.card("Renamed", actions: [.viewDetails]))]
        presenter.didReappear()
        #expect(interactor.loadCallCount == 1)
        #expect(view.last?.title == "Renamed")
        #expect(view.last?.options == ["View details", "Block card", "Deactivate card"])
        presenter.handle("2")
        presenter.handle("4")
        // The numbers follow the reloaded options: 2 is now "Block card", not the old "Pay now".
        #expect(router.destinations == [.blockCard(position: 7)])
        #expect(view.notices == ["Unknown choice \"4\". Type a number 1-3, b to go back, or ? for help."])
    }

    @Test func didReappear_afterTheCardLeftTheWallet_offersNothing() {
        let presenter = started(fullCard)
        interactor.cardsOnLoad = []
        presenter.didReappear()
        #expect(view.last?.message == "This card is no longer in your wallet.")
        #expect(view.last?.options == [])
        presenter.handle("1")
        presenter.handle("3")
        #expect(router.destinations.isEmpty)
        #expect(
            view.notices == [
                "Unknown choice \"1\". Type b to go back, or ? for help.",
                "Unknown choice \"3\". Type b to go back, or ? for help.",
            ])
    }

    @Test func didReappear_afterTheCardWasBlocked_offersPaymentButNoServices() {
        let presenter = started(fullCard)
        var blocked = fullCard
        blocked.status = .blocked
        interactor.cardsOnLoad = [WalletCard(position: 7, card: blocked)]
        presenter.didReappear()
        #expect(view.last?.options == ["View details", "Pay now", "View last statement"])
        presenter.handle("4")
        #expect(router.destinations.isEmpty)
        #expect(view.notices == ["Unknown choice \"4\". Type a number 1-3, b to go back, or ? for help."])
    }

    @Test func didReappear_afterTheCardWasActivated_offersDeactivation() {
        let presenter = started(Sample.card("Travel One", actions: [.viewDetails], status: .inactive))
        #expect(view.last?.options == ["View details", "Block card", "Activate card"])
        interactor.cardsOnLoad = [
            WalletCard(position: 7, card: Sample.card("Travel One", actions: [.viewDetails], status: .active))
        ]
        presenter.didReappear()
        #expect(view.last?.options == ["View details", "Block card", "Deactivate card"])
        presenter.handle("3")
        #expect(router.destinations == [.activation(position: 7)])
    }
}
