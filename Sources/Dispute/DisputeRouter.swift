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
    private var following: ObservationToken?
    /// The raise and email steps last seen, so that only a change into `raised` or `sent` moves the stack.
    private var seen: (raise: DisputeState.RaiseDraft.Step, email: DisputeState.EmailDraft.Step)?

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
        seen = (disputes.state.value.raise.step, disputes.state.value.email.step)
        following = disputes.state.follow { [weak self] state in
            self?.follow(state)
        }
        return first
    }

    func navigate(to destination: DisputeDestination) {
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

    // MARK: - Private

    /// Replaces the flow's screen when the raise flow has just raised a dispute (with its detail) or the email
    /// flow has just sent (with the sent screen).
    private func follow(_ state: DisputeState) {
        let before = seen
        seen = (state.raise.step, state.email.step)
        let presenter: (any ModulePresenter<DisputeViewModel>)? =
            if case .raised(let id) = state.raise.step, before?.raise != state.raise.step {
                DisputeDetailPresenter(disputeID: id, interactor: disputes, router: self)
            } else if case .sent = state.email.step, before?.email != state.email.step {
                EmailSentPresenter(interactor: disputes)
            } else {
                nil
            }
        guard let presenter else { return }
        navigator?.replaceTop(with: ModuleScreen.started(presenter, initial: .initial, render: DisputeView.render))
    }
}
