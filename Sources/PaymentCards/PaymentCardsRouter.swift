import SwippyCore
import SwippyData

/// Builds the module's screens and pushes them; hands flows owned by other modules to the host.
@MainActor
final class PaymentCardsRouter: PaymentCardsRouting {
    private let interactor: any PaymentCardsInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any PaymentCardsListener)?
    /// Makes the add-card flow's interactor (the Builder's, so only a Builder constructs interactors); nil when
    /// this app cannot add cards.
    private let makeAddCard: (() -> any AddCardInteracting)?

    init(
        interactor: any PaymentCardsInteracting, navigator: any ScreenNavigating, listener: any PaymentCardsListener,
        makeAddCard: (() -> any AddCardInteracting)? = nil
    ) {
        self.interactor = interactor
        self.navigator = navigator
        self.listener = listener
        self.makeAddCard = makeAddCard
    }

    /// The card list, its presenter started (it loads the cards), for the host to push.
    func start() -> any Screen {
        ModuleScreen.started(
            PaymentCardsPresenter(interactor: interactor, router: self), initial: PaymentCardsViewModel.initial,
            render: PaymentCardsView.render)
    }

    func navigate(to destination: PaymentCardsDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .addCard:
            guard let makeAddCard else { return }
            let presenter = AddCardPresenter(interactor: makeAddCard(), router: self)
            navigator?.push(
                ModuleScreen.started(presenter, initial: AddCardViewModel.initial, render: AddCardView.render))
        case .addCardDone:
            navigator?.pop()
        case .card(let position):
            push(.actions, position)
        case .details(let position):
            push(.details, position)
        case .statement(let position):
            push(.statement, position)
        case .payment(let position):
            if let card = interactor.state.value.card(at: position) {
                listener?.paymentCardsDidRequestPayment(for: card)
            }
        case .blockCard(let position):
            if let card = interactor.state.value.card(at: position) {
                listener?.paymentCardsDidRequestBlock(for: card)
            }
        case .activation(let position):
            if let card = interactor.state.value.card(at: position) {
                listener?.paymentCardsDidRequestActivationChange(for: card)
            }
        }
    }

    private func push(_ page: CardPresenter.Page, _ position: Int) {
        let presenter = CardPresenter(position: position, page: page, interactor: interactor, router: self)
        navigator?.push(ModuleScreen.started(presenter, initial: CardViewModel.initial, render: CardView.render))
    }
}
