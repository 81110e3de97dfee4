import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with the flow: it follows the interactor's state through SwippyCore's
/// `StepStack`, so the screen of the step the state is on is the top one (a step of the screen on top moves
/// nothing, an earlier screen is popped back to, a new one is pushed). The result replaces the flow's screens
/// above `origin`. When the flow is over (cancelled, or finished from the result) it tells the listener, and the
/// host pops back to `origin`. Holds the navigator, the listener and `origin` weakly; each screen keeps it alive.
@MainActor
final class TransferRouter {
    /// Where a step puts the flow: one of its screens (a screen may show several steps: the form asks one field
    /// at a time), or out of it.
    enum StepScreen: Equatable {
        case source, destinationKind, beneficiary, newAccount, ifscFinder, mobile, ownAccount
        case amount, confirm, pin, result
        /// Not a screen: the flow is over, and the host takes it off the stack.
        case exit(Exit)
    }

    /// How the flow ends, as the listener is told.
    enum Exit: Equatable {
        case cancelled, finished
    }

    private let interactor: any TransferInteracting
    private let stack: StepStack<StepScreen>
    private weak var listener: (any TransferListener)?
    private weak var origin: (any Screen)?
    private var following: ObservationToken?

    init(
        interactor: any TransferInteracting, navigator: any ScreenNavigating, listener: any TransferListener,
        origin: (any Screen)?
    ) {
        self.interactor = interactor
        self.stack = StepStack(navigator: navigator)
        self.listener = listener
        self.origin = origin
    }

    /// The flow's first screen (the step the interactor starts on: choosing the account to send from, unless
    /// the host chose the source or a repeat chose the payee), for the host to push above `origin`. From then
    /// on the router follows the state's step.
    func start() -> any Screen {
        let kind = Self.screen(for: interactor.state.value.step)
        let first = stack.root(kind, makeScreen(kind))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    /// The screen that shows `step`, or the way out of the flow.
    static func screen(for step: TransferState.Step) -> StepScreen {
        switch step {
        case .source: .source
        case .destinationKind: .destinationKind
        case .beneficiary, .renameBeneficiary, .deleteBeneficiary: .beneficiary
        case .newAccount, .holderCheck: .newAccount
        case .ifscBank, .ifscQuery, .ifscBranch: .ifscFinder
        case .mobile, .recipientCheck: .mobile
        case .ownAccount: .ownAccount
        case .dueChoice, .amount, .note: .amount
        case .confirm: .confirm
        case .pin: .pin
        case .result: .result
        case .cancelled: .exit(.cancelled)
        case .finished: .exit(.finished)
        }
    }

    // MARK: - Private

    /// Leaves the flow: the listener pops back to `origin` (a flow pushed on an empty stack has none).
    private func navigate(to exit: Exit) {
        Trace.navigate(self, to: exit)
        guard let origin else { return }
        switch exit {
        case .cancelled: listener?.transferDidCancel(returningTo: origin)
        case .finished: listener?.transferDidFinish(returningTo: origin)
        }
    }

    /// Moves the stack to `kind`; nothing once the flow's screens have left the stack (a later change of a
    /// flow the host popped moves nothing).
    private func show(_ kind: StepScreen) {
        guard stack.top != nil else { return }
        switch kind {
        case .exit(let exit):
            navigate(to: exit)
        case .result:
            if let origin { stack.leave(to: origin) } else { stack.leave() }
            stack.show(.result) { makeScreen(.result) }
        default:
            stack.show(kind) { makeScreen(kind) }
        }
    }

    /// Builds the screen of `kind`, its presenter started; the screen keeps this router alive. `.exit` is never
    /// built (`show(_:)` leaves the flow for it); it falls in with the result only to keep the switch whole.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<TransferViewModel> =
            switch kind {
            case .source: SourcePresenter(interactor: interactor)
            case .destinationKind: DestinationKindPresenter(interactor: interactor)
            case .beneficiary: BeneficiaryPresenter(interactor: interactor)
            case .newAccount: NewAccountPresenter(interactor: interactor)
            case .ifscFinder: IFSCFinderPresenter(interactor: interactor)
            case .mobile: MobilePresenter(interactor: interactor)
            case .ownAccount: OwnAccountPresenter(interactor: interactor)
            case .amount: AmountPresenter(interactor: interactor)
            case .confirm: ConfirmPresenter(interactor: interactor)
            case .pin: PINPresenter(interactor: interactor)
            case .result, .exit: ResultPresenter(interactor: interactor)
            }
        return ModuleScreen.started(
            presenter, initial: TransferViewModel.blank, render: TransferView.render, router: self)
    }
}
