import SwippyCore
import SwippyData

/// Builds and pushes the module's screens. Holds the two interactors the screens share (each screen's
/// presenter observes one of them); holds the navigator weakly.
@MainActor
final class DisputeRouter: DisputeRouting {
    private let disputes: any DisputeInteracting
    private let cards: any CardServicesInteracting
    private weak var navigator: (any ScreenNavigating)?

    init(disputes: any DisputeInteracting, cards: any CardServicesInteracting, navigator: any ScreenNavigating) {
        self.disputes = disputes
        self.cards = cards
        self.navigator = navigator
    }

    /// The "Disputes and support" menu.
    func hubScreen() -> any Screen {
        screen(DisputeHubPresenter(interactor: disputes, router: self))
    }

    /// The raise flow, started on the transaction with `id`.
    func raiseScreen(transactionID id: String) -> any Screen {
        screen(RaiseDisputePresenter(interactor: disputes, router: self, transactionID: id))
    }

    /// The block flow, for the card at wallet `position` or with a card to choose first.
    func blockCardScreen(position: Int?) -> any Screen {
        screen(BlockCardPresenter(position: position, interactor: cards, router: self))
    }

    /// The activation flow, for the card at wallet `position` or with a card to choose first.
    func activationScreen(position: Int?) -> any Screen {
        screen(CardActivationPresenter(position: position, interactor: cards, router: self))
    }

    func navigate(to destination: DisputeDestination) {
        switch destination {
        case .raise:
            push(RaiseDisputePresenter(interactor: disputes, router: self))
        case .myDisputes:
            push(MyDisputesPresenter(interactor: disputes, router: self))
        case .disputeDetail(let id):
            push(DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self))
        case .raiseStep(.raised(let id)):
            replaceTop(DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self))
        case .raiseStep:
            break
        case .contactSupport:
            push(ContactSupportPresenter(interactor: disputes, router: self))
        case .emailSupport:
            push(EmailSupportPresenter(interactor: disputes, router: self))
        case .emailStep(.sent):
            replaceTop(EmailSentPresenter(interactor: disputes))
        case .emailStep:
            break
        case .blockCard:
            navigator?.push(blockCardScreen(position: nil))
        case .cardActivation:
            navigator?.push(activationScreen(position: nil))
        }
    }

    private func push(_ presenter: some DisputeScreenPresenter) {
        navigator?.push(screen(presenter))
    }

    private func replaceTop(_ presenter: some DisputeScreenPresenter) {
        navigator?.replaceTop(with: screen(presenter))
    }

    private func screen(_ presenter: some DisputeScreenPresenter) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: DisputeViewModel.initial, render: DisputeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
