import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

@MainActor
@Suite("PaymentCards router")
struct PaymentCardsRouterTests {
    let repository = FakePaymentCardsRepository([
        WalletCard(
            position: 4,
            card: Sample.card(
                "Millennia", due: Sample.due("242.33", .pending("due in 6 days")),
                actions: [.viewDetails, .payNow, .viewLastStatement]))
    ])
    let navigator = FakeNavigator()
    let listener = FakePaymentCardsListener()

    private func makeRouter() -> PaymentCardsRouter {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: 6, zone: SwippyDate.utc)
        interactor.load()
        return PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
    }

    private func pushedTitle(_ index: Int) -> String? {
        guard navigator.shown.indices.contains(index) else { return nil }
        return navigator.shown[index].render(RenderContext(width: 60)).first
    }

    @Test func start_returnsTheCardListLoadedAndPushesNothing() {
        let screen = makeRouter().start()
        #expect(screen.render(RenderContext(width: 60)).prefix(2) == ["Payment cards", "============="])
        #expect(screen.prompt == Prompt("Choose a card (1)"))
        #expect(repository.cardsCallCount == 2)
        #expect(navigator.shown.isEmpty)
    }

    @Test func card_pushesTheCardsActionsScreen() {
        makeRouter().navigate(to: .card(position: 4))
        #expect(navigator.shown.count == 1)
        #expect(pushedTitle(0) == "Millennia")
        let screen = navigator.shown.first as? ModuleScreen<CardViewModel>
        #expect(
            screen?.currentViewModel.options == [
                "View details", "Pay now", "View last statement", "Block card", "Deactivate card",
            ])
        #expect(listener.requestedCards.isEmpty)
    }

    @Test func details_pushesTheDetailsScreen() {
        makeRouter().navigate(to: .details(position: 4))
        #expect(pushedTitle(0) == "Millennia · details")
    }

    @Test func statement_pushesTheStatementScreen() {
        makeRouter().navigate(to: .statement(position: 4))
        #expect(pushedTitle(0) == "Millennia · last statement")
    }

    @Test func payment_asksTheListenerWithTheWalletCard() {
        makeRouter().navigate(to: .payment(position: 4))
        #expect(listener.requestedCards == repository.walletCards)
        #expect(listener.requestedCards.first?.position == 4)
        #expect(navigator.shown.isEmpty)
    }

    @Test func payment_forACardThatIsGone_asksNothing() {
        makeRouter().navigate(to: .payment(position: 5))
        #expect(listener.requestedCards.isEmpty)
    }

    @Test func aPushedCardScreen_routesItsChoicesThroughTheSameRouter() {
        makeRouter().navigate(to: .card(position: 4))
        navigator.shown.first?.handle("1")
        navigator.shown.first?.handle("2")
        #expect(navigator.shown.count == 2)
        #expect(pushedTitle(1) == "Millennia · details")
        #expect(listener.requestedCards.map(\.position) == [4])
    }

    @Test func aPushedCardScreen_handsItsServicesToTheListener() {
        makeRouter().navigate(to: .card(position: 4))
        navigator.shown.first?.handle("4")
        navigator.shown.first?.handle("5")
        #expect(listener.blockRequests == repository.walletCards)
        #expect(listener.activationRequests == repository.walletCards)
        #expect(listener.requestedCards.isEmpty)
        #expect(navigator.shown.count == 1)
    }

    @Test func activation_forACardThatIsGone_asksNothing() {
        makeRouter().navigate(to: .activation(position: 5))
        #expect(listener.activationRequests.isEmpty)
        #expect(navigator.shown.isEmpty)
    }

    @Test func theRouter_holdsListenerAndNavigatorWeakly() {
        let interactor = PaymentCardsInteractor(repository: repository, pageSize: 6, zone: SwippyDate.utc)
        interactor.load()
        weak var weakListener: FakePaymentCardsListener?
        weak var weakNavigator: FakeNavigator?
        let router: PaymentCardsRouter
        do {
            let listener = FakePaymentCardsListener()
            let navigator = FakeNavigator()
            weakListener = listener
            weakNavigator = navigator
            router = PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
        }
        #expect(weakListener == nil)
        #expect(weakNavigator == nil)
        router.navigate(to: .payment(position: 4))
        router.navigate(to: .blockCard(position: 4))
        router.navigate(to: .activation(position: 4))
        router.navigate(to: .card(position: 4))
    }
}
