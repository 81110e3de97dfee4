import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import PaymentCards

private func card(_ title: String, status: CardStatus? = nil) -> PaymentCard {
    PaymentCard(
        id: "c", title: title, number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO", type: "VISA",
        bankName: "HDFC",
        due: CardDue(id: "d", amount: 100, currency: "₹", state: .pending("due in 6 days")),
        actions: [.viewDetails, .payNow], status: status)
}

@MainActor
@Suite("PaymentCards: card services routing")
struct CardServicesRoutingTests {
    private func walletCards(_ cards: [PaymentCard]) -> [WalletCard] {
        cards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
    }

    private func actionsScreen(
        _ cards: [PaymentCard], position: Int
    ) -> (CardPresenter, FakeScreenView<CardViewModel>, FakePaymentCardsRouter) {
        let interactor = FakePaymentCardsInteractor(cards: walletCards(cards), step: .card(position: position))
        let router = FakePaymentCardsRouter()
        let view = FakeScreenView<CardViewModel>()
        let presenter = CardPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return (presenter, view, router)
    }

    @Test(arguments: [
        (CardStatus?.none, ["View details", "Pay now", "Block card", "Deactivate card"]),
        (.inactive, ["View details", "Pay now", "Block card", "Activate card"]),
        (.blocked, ["View details", "Pay now"]),
    ])
    func cardScreen_offersTheServicesItsStatusAllows(status: CardStatus?, options: [String]) {
        let (_, view, _) = actionsScreen([card("Millennia", status: status)], position: 0)
        #expect(view.displayed.last?.options == options)
    }

    @Test func choosingBlock_andActivation_routeWithTheCardsPosition() {
        let (presenter, view, router) = actionsScreen([card("A"), card("B", status: .inactive)], position: 1)
        presenter.handle("3")
        presenter.handle("4")
        presenter.handle("5")
        #expect(router.destinations == [.blockCard(position: 1), .activation(position: 1)])
        #expect(view.notices == ["Unknown choice \"5\". Type a number 1-4, b to go back, or ? for help."])
    }

    @Test func router_handsCardServicesToTheListener() {
        let interactor = FakePaymentCardsInteractor(cards: walletCards([card("A"), card("B")]))
        let listener = FakePaymentCardsListener()
        let navigator = FakeNavigator()
        let router = PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
        router.navigate(to: .blockCard(position: 1))
        router.navigate(to: .activation(position: 0))
        router.navigate(to: .blockCard(position: 9))
        #expect(listener.blockRequests.map(\.position) == [1])
        #expect(listener.activationRequests.map(\.card.title) == ["A"])
        #expect(listener.requestedCards.isEmpty)
        #expect(navigator.pushCount == 0)
    }
}
