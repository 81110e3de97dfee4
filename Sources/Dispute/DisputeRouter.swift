import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with the disputes' state: the screen of the state's `step` is the top one.
/// A step already on top changes nothing; an earlier one is popped back to; a new one is pushed, except a flow's
/// result (a raised dispute's detail, a sent message), which takes the place of the flow's screen. The `finished`
/// step leaves the module through the listener. The card-service screens observe the card services' state but
/// are steps of the disputes' state like every other screen, so one stack follows one step.
@MainActor
final class DisputeRouter {
    /// The module's screens, with what each needs to begin.
    enum StepScreen: Equatable {
        case hub
        case raise(transactionID: String?)
        case myDisputes
        case detail(id: String)
        case contactSupport, emailSupport, emailSent
        case blockCard(preset: Int?)
        case cardActivation(preset: Int?)
        /// None of the module's: the host's screen below them (the module has finished).
        case host
    }

    /// Where the module goes when it leaves: always to its host, through the listener.
    enum Destination: Equatable {
        /// The user stepped back from the module's first screen.
        case finished
    }

    private let disputes: any DisputeInteracting
    private let cards: any CardServicesInteracting
    private weak var listener: (any DisputeListener)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(
        disputes: any DisputeInteracting, cards: any CardServicesInteracting, navigator: any ScreenNavigating,
        listener: any DisputeListener
    ) {
        self.disputes = disputes
        self.cards = cards
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The screen of the step the disputes' state starts on, its presenter started, for the host to push; from
    /// then on the router follows the state's step.
    func start() -> any Screen {
        let kind = Self.screen(for: disputes.state.value.step)
        let first = stack.root(kind, makeScreen(kind))
        following = disputes.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    /// The screen that shows `step`; `finished` has none of the module's: the host's is shown.
    static func screen(for step: DisputeState.Step) -> StepScreen {
        switch step {
        case .hub: .hub
        case .raise(let id): .raise(transactionID: id)
        case .myDisputes: .myDisputes
        case .detail(let id): .detail(id: id)
        case .contactSupport: .contactSupport
        case .emailSupport: .emailSupport
        case .emailSent: .emailSent
        case .blockCard(let preset): .blockCard(preset: preset)
        case .cardActivation(let preset): .cardActivation(preset: preset)
        case .finished: .host
        }
    }

    /// True when `kind` is the result of the flow on `top`: it replaces that screen instead of covering it.
    static func isResult(_ kind: StepScreen, of top: StepScreen?) -> Bool {
        switch (top, kind) {
        case (.raise, .detail), (.emailSupport, .emailSent): true
        default: false
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        if kind == .host { return navigate(to: .finished) }
        if Self.isResult(kind, of: stack.top) {
            stack.replaceTop(kind) { makeScreen(kind) }
        } else {
            stack.show(kind) { makeScreen(kind) }
        }
    }

    /// Leaves the module: the host takes its last screen off.
    private func navigate(to destination: Destination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .finished: listener?.disputeDidFinish()
        }
    }

    /// Builds the screen of `kind`, its presenter started; the screen keeps this router alive. (`.host` never
    /// comes here: `show` leaves the module instead.)
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<DisputeViewModel> =
            switch kind {
            case .hub, .host: DisputeHubPresenter(interactor: disputes)
            case .raise(let id): RaiseDisputePresenter(interactor: disputes, transactionID: id)
            case .myDisputes: MyDisputesPresenter(interactor: disputes)
            case .detail: DisputeDetailPresenter(interactor: disputes)
            case .contactSupport: ContactSupportPresenter(interactor: disputes)
            case .emailSupport: EmailSupportPresenter(interactor: disputes)
            case .emailSent: EmailSentPresenter(interactor: disputes)
            case .blockCard(let preset):
                CardServicePresenter(service: .block, preset: preset, interactor: cards, disputes: disputes)
            case .cardActivation(let preset):
                CardServicePresenter(service: .activation, preset: preset, interactor: cards, disputes: disputes)
            }
        return ModuleScreen.started(presenter, initial: .initial, render: DisputeView.render, router: self)
    }
}
