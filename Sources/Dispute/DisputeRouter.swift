import SwippyCore
import SwippyData

/// A presenter of one Dispute screen: the router wraps it in a `ModuleScreen` and starts it.
@MainActor
protocol DisputeScreenPresenter: ScreenPresenter {
    var view: (any ScreenView<DisputeViewModel>)? { get set }
}

/// Builds and pushes the module's screens. Holds the interactors the screens share; the navigator weakly.
@MainActor
final class DisputeRouter: DisputeRouting {
    private let disputes: any DisputeInteracting
    private let cards: any CardServicesInteracting
    private let pageSize: Int
    private weak var navigator: (any ScreenNavigating)?

    init(
        disputes: any DisputeInteracting, cards: any CardServicesInteracting, pageSize: Int,
        navigator: any ScreenNavigating
    ) {
        self.disputes = disputes
        self.cards = cards
        self.pageSize = max(1, pageSize)
        self.navigator = navigator
    }

    /// The "Disputes and support" menu.
    func hubScreen() -> any Screen {
        screen(DisputeHubPresenter(router: self))
    }

    /// The block flow with the card already chosen.
    func blockCardScreen(position: Int?) -> any Screen {
        screen(BlockCardPresenter(position: position, interactor: cards, router: self))
    }

    /// The activation flow with the card already chosen.
    func activationScreen(position: Int?) -> any Screen {
        screen(CardActivationPresenter(position: position, interactor: cards, router: self))
    }

    func navigate(to destination: DisputeDestination) {
        switch destination {
        case .raise:
            push(RaiseDisputePresenter(interactor: disputes, router: self, pageSize: pageSize))
        case .myDisputes:
            push(MyDisputesPresenter(interactor: disputes, router: self))
        case .disputeDetail(let id):
            push(DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self))
        case .raised(let id):
            navigator?.replaceTop(with: screen(DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self)))
        case .contactSupport:
            push(ContactSupportPresenter(support: disputes.support, router: self))
        case .emailSupport:
            push(EmailSupportPresenter(interactor: disputes, router: self))
        case .emailSent(let message):
            navigator?.replaceTop(with: screen(EmailSentPresenter(message: message)))
        case .blockCard:
            navigator?.push(blockCardScreen(position: nil))
        case .cardActivation:
            navigator?.push(activationScreen(position: nil))
        }
    }

    private func push(_ presenter: some DisputeScreenPresenter) {
        navigator?.push(screen(presenter))
    }

    private func screen(_ presenter: some DisputeScreenPresenter) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: DisputeViewModel.initial, render: DisputeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
