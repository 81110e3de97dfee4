import Foundation
import SwippyCore
import SwippyData
import Testing
@testable import PaymentCards

// Names are private to this file so they cannot clash with the base PaymentCards test fakes.

@MainActor
private final class ServicesCardsRepository: PaymentCardsRepository {
    var stored: [WalletCard]
    init(_ cards: [PaymentCard]) {
        stored = cards.enumerated().map { WalletCard(position: $0.offset, card: $0.element) }
    }
    func cards() throws -> [WalletCard] { stored }
    func transactions(ofCard number: String) throws -> [Transaction] { [] }
}

@MainActor
private final class ServicesCardView: ScreenView {
    private(set) var displayed: [CardViewModel] = []
    private(set) var notices: [String] = []
    func display(_ viewModel: CardViewModel) { displayed.append(viewModel) }
    func showNotice(_ text: String) { notices.append(text) }
}

@MainActor
private final class ServicesRouter: PaymentCardsRouting {
    private(set) var destinations: [PaymentCardsDestination] = []
    func navigate(to destination: PaymentCardsDestination) { destinations.append(destination) }
}

@MainActor
private final class ServicesListener: PaymentCardsListener {
    private(set) var blockRequests: [WalletCard] = []
    private(set) var activationRequests: [WalletCard] = []
    private(set) var paymentCallCount = 0
    func paymentCardsDidRequestPayment(for card: WalletCard) { paymentCallCount += 1 }
    func paymentCardsDidRequestBlock(for card: WalletCard) { blockRequests.append(card) }
    func paymentCardsDidRequestActivationChange(for card: WalletCard) { activationRequests.append(card) }
}

@MainActor
private final class ServicesNavigator: ScreenNavigating {
    private(set) var pushCallCount = 0
    func push(_ screen: any Screen) { pushCallCount += 1 }
    func pop() {}
    func replaceTop(with screen: any Screen) {}
    func pop(to screen: any Screen) {}
}

private func card(_ title: String, status: CardStatus? = nil) -> PaymentCard {
    PaymentCard(
        id: "c", title: title, number: "4386 2894 0012 3456", cardHolderName: "ASHA RAO", type: "VISA", bankName: "HDFC",
        actions: [.viewDetails, .payNow], status: status)
}

@MainActor
@Suite("PaymentCards: card services routing")
struct CardServicesRoutingTests {
    private func actionsScreen(_ cards: [PaymentCard], position: Int) -> (CardPresenter, ServicesCardView, ServicesRouter) {
        let interactor = PaymentCardsInteractor(repository: ServicesCardsRepository(cards), pageSize: 6)
        interactor.load()
        let router = ServicesRouter()
        let view = ServicesCardView()
        let presenter = CardPresenter(position: position, page: .actions, interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        return (presenter, view, router)
    }

    @Test(arguments: [
        (CardStatus?.none, ["View details", "Pay now", "Block card", "Deactivate card"]),
        (.inactive, ["View details", "Pay now", "Block card", "Activate card"]),
        (.blocked, ["View details"]),
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
        let interactor = PaymentCardsInteractor(repository: ServicesCardsRepository([card("A"), card("B")]), pageSize: 6)
        interactor.load()
        let listener = ServicesListener()
        let navigator = ServicesNavigator()
        let router = PaymentCardsRouter(interactor: interactor, navigator: navigator, listener: listener)
        router.navigate(to: .blockCard(position: 1))
        router.navigate(to: .activation(position: 0))
        router.navigate(to: .blockCard(position: 9))
        #expect(listener.blockRequests.map(\.position) == [1])
        #expect(listener.activationRequests.map(\.card.title) == ["A"])
        #expect(listener.paymentCallCount == 0)
        #expect(navigator.pushCallCount == 0)
    }
}
