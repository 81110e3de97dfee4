import SwippyCore
import SwippyData

/// Builds and pushes the module's screens. Holds the two interactors the screens share (each screen's
/// presenter observes one of them) and the navigator weakly; the screens' presenters hold the router. It
/// follows the disputes' state: a raise that ends with a new dispute replaces the flow's screen with that
/// dispute's detail, a sent message replaces the email form with the sent screen.
@MainActor
final class DisputeRouter: DisputeRouting {
    /// The screen a flow of the module starts on.
    enum Entry: Equatable {
        /// The "Disputes and support" menu.
        case hub
        /// The raise flow, started on the transaction with this id.
        case raise(transactionID: String)
        /// The block flow for the card at this wallet position.
        case blockCard(position: Int)
        /// The activation flow for the card at this wallet position.
        case cardActivation(position: Int)
    }

    private let disputes: any DisputeInteracting
    private let cards: any CardServicesInteracting
    private weak var navigator: (any ScreenNavigating)?
    private var following: [ObservationToken] = []

    init(disputes: any DisputeInteracting, cards: any CardServicesInteracting, navigator: any ScreenNavigating) {
        self.disputes = disputes
        self.cards = cards
        self.navigator = navigator
    }

    /// The screen of `entry`, its presenter started, for the host to push; from then on the router follows the
    /// disputes' state.
    func start(_ entry: Entry) -> any Screen {
        let presenter: any ModulePresenter<DisputeViewModel> =
            switch entry {
            case .hub: DisputeHubPresenter(interactor: disputes, router: self)
            case .raise(let id): RaiseDisputePresenter(interactor: disputes, router: self, transactionID: id)
            case .blockCard(let position): BlockCardPresenter(position: position, interactor: cards, router: self)
            case .cardActivation(let position):
                CardActivationPresenter(position: position, interactor: cards, router: self)
            }
        let first = ModuleScreen.started(presenter, initial: .initial, render: DisputeView.render)
        following = [
            disputes.state.follow(\.raise.step) { [weak self] step in
                guard let self, case .raised(let id) = step else { return }
                let detail = DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self)
                navigator?.replaceTop(with: ModuleScreen.started(detail, initial: .initial, render: DisputeView.render))
            },
            disputes.state.follow(\.email.step) { [weak self] step in
                guard let self, case .sent = step else { return }
                let sent = EmailSentPresenter(interactor: disputes)
                navigator?.replaceTop(with: ModuleScreen.started(sent, initial: .initial, render: DisputeView.render))
            },
        ]
        return first
    }

    func navigate(to destination: DisputeDestination) {
        Trace.navigate(self, to: destination)
        let presenter: any ModulePresenter<DisputeViewModel> =
            switch destination {
            case .raise: RaiseDisputePresenter(interactor: disputes, router: self)
            case .myDisputes: MyDisputesPresenter(interactor: disputes, router: self)
            case .disputeDetail(let id): DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self)
            case .contactSupport: ContactSupportPresenter(interactor: disputes, router: self)
            case .emailSupport: EmailSupportPresenter(interactor: disputes, router: self)
            case .blockCard: BlockCardPresenter(position: nil, interactor: cards, router: self)
            case .cardActivation: CardActivationPresenter(position: nil, interactor: cards, router: self)
            }
        navigator?.push(ModuleScreen.started(presenter, initial: .initial, render: DisputeView.render))
    }
}
