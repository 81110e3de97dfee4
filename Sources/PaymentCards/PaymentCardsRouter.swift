import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with the module's state: it follows the state's step through one pure
/// mapping to a screen (`screen(for:)`), and SwippyCore's `StepStack` pushes a new screen or pops back to one
/// shown lower down. Leaving the module (payment, card services) goes to the host's listener. Holds the navigator
/// and the listener weakly; each of the module's screens keeps the router alive.
@MainActor
final class PaymentCardsRouter: PaymentCardsRouting {
    /// The module's screens; a card's screens name the card's wallet position.
    enum StepScreen: Equatable {
        case list
        case card(position: Int)
        case details(position: Int)
        case statement(position: Int)
        case addCard
    }

    private let interactor: any PaymentCardsInteracting
    private weak var listener: (any PaymentCardsListener)?
    /// Makes the add-card flow's interactor, fresh for each visit (the Builder's, so only a Builder constructs
    /// interactors); nil when this app cannot add cards.
    private let makeAddCard: (() -> any AddCardInteracting)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(
        interactor: any PaymentCardsInteracting, navigator: any ScreenNavigating, listener: any PaymentCardsListener,
        makeAddCard: (() -> any AddCardInteracting)? = nil
    ) {
        self.interactor = interactor
        self.listener = listener
        self.makeAddCard = makeAddCard
        self.stack = StepStack(navigator: navigator)
    }

    /// The card list (the state starts on it), its presenter started, for the host to push. From then on the
    /// router follows the state's step.
    func start() -> any Screen {
        let first = stack.root(.list, listScreen())
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    func navigate(to destination: PaymentCardsDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
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

    /// The screen that shows `step`.
    static func screen(for step: PaymentCardsState.Step) -> StepScreen {
        switch step {
        case .list: .list
        case .card(let position): .card(position: position)
        case .details(let position): .details(position: position)
        case .statement(let position): .statement(position: position)
        case .addCard: .addCard
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        switch kind {
        case .list: stack.show(kind) { listScreen() }
        case .card, .details, .statement: stack.show(kind) { cardScreen() }
        case .addCard:
            // Without a factory the interactor never steps to the flow (it cannot add cards).
            guard let makeAddCard else { return }
            stack.show(kind) { addCardScreen(makeAddCard()) }
        }
    }

    private func listScreen() -> any Screen {
        ModuleScreen.started(
            PaymentCardsPresenter(interactor: interactor), initial: PaymentCardsViewModel.initial,
            render: PaymentCardsView.render, router: self)
    }

    /// A card's screen: which card and which page come from the state's step.
    private func cardScreen() -> any Screen {
        ModuleScreen.started(
            CardPresenter(interactor: interactor, router: self), initial: CardViewModel.initial,
            render: PaymentCardsView.render, router: self)
    }

    private func addCardScreen(_ flow: any AddCardInteracting) -> any Screen {
        ModuleScreen.started(
            AddCardPresenter(interactor: flow), initial: AddCardViewModel.initial, render: PaymentCardsView.render,
            router: self)
    }
}
