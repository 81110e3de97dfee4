import SwippyCore
import SwippyData

/// Pushes the module's own screens and hands flows owned by other modules to the host.
@MainActor
final class PaymentCardsRouter: PaymentCardsRouting {
    private let interactor: any PaymentCardsInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any PaymentCardsListener)?
    private let addCards: (any AddCardRepository)?

    init(
        interactor: any PaymentCardsInteracting, navigator: any ScreenNavigating, listener: any PaymentCardsListener,
        addCards: (any AddCardRepository)? = nil
    ) {
        self.interactor = interactor
        self.navigator = navigator
        self.listener = listener
        self.addCards = addCards
    }

    func navigate(to destination: PaymentCardsDestination) {
        switch destination {
        case .addCard:
            guard let addCards else { return }
            let presenter = AddCardPresenter(interactor: AddCardInteractor(repository: addCards), router: self)
            let screen = ModuleScreen(presenter: presenter, initial: AddCardViewModel.initial, render: AddCardView.render)
            presenter.view = screen
            presenter.start()
            navigator?.push(screen)
        case .addCardDone:
            navigator?.pop()
        case .card(let position):
            push(CardPresenter(position: position, page: .actions, interactor: interactor, router: self))
        case .details(let position):
            push(CardPresenter(position: position, page: .details, interactor: interactor, router: self))
        case .statement(let position):
            push(CardPresenter(position: position, page: .statement, interactor: interactor, router: self))
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

    private func push(_ presenter: CardPresenter) {
        let screen = ModuleScreen(presenter: presenter, initial: CardViewModel.initial, render: CardView.render)
        presenter.view = screen
        presenter.start()
        navigator?.push(screen)
    }
}
