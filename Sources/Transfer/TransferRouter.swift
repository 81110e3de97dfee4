import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with the flow: it follows the interactor's state, and the screen of the
/// step the state is on is the top one. A step of the screen on top changes nothing; an earlier screen is
/// popped back to; a new one is pushed. The result replaces the whole flow above the screen it started from.
@MainActor
final class TransferRouter: TransferRouting {
    /// The screens of the flow; a screen may show several steps (the form shows one field at a time).
    enum StepScreen: Equatable {
        case source, destinationKind, beneficiary, newAccount, ifscFinder, mobile, ownAccount
        case amount, confirm, pin, result
    }

    private let interactor: any TransferInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var origin: (any Screen)?
    /// The flow's screens on the stack, bottom first.
    private var shown: [Shown] = []
    private var following: ObservationToken?

    /// A screen of the flow, held weakly: the navigator owns it.
    private struct Shown {
        let kind: StepScreen
        weak var screen: (any Screen)?
    }

    init(interactor: any TransferInteracting, navigator: any ScreenNavigating, origin: (any Screen)?) {
        self.interactor = interactor
        self.navigator = navigator
        self.origin = origin
    }

    /// The flow's first screen (the step the interactor starts on: choosing the account to send from, unless
    /// the host chose the source or a repeat chose the payee), for the host to push above `origin`. From then
    /// on the router follows the state's step.
    func start() -> any Screen {
        let first = makeScreen(for: Self.screen(for: interactor.state.value.step))
        following = interactor.state.follow { [weak self] state in
            self?.show(Self.screen(for: state.step))
        }
        return first
    }

    func navigate(to destination: TransferDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .origin: leave()
        }
    }

    /// The screen that shows `step`.
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
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        shown.removeAll { $0.screen == nil }
        guard !shown.isEmpty, shown.last?.kind != kind else { return }
        if kind == .result {
            leave()
            return push(.result)
        }
        if let index = shown.lastIndex(where: { $0.kind == kind }), let screen = shown[index].screen {
            shown.removeSubrange((index + 1)...)
            navigator?.pop(to: screen)
        } else {
            push(kind)
        }
    }

    private func push(_ kind: StepScreen) {
        navigator?.push(makeScreen(for: kind))
    }

    private func leave() {
        shown.removeAll()
        if let origin { navigator?.pop(to: origin) }
    }

    /// Builds the screen of `kind`, its presenter started, and remembers it as the flow's top screen.
    private func makeScreen(for kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<StepViewModel> =
            switch kind {
            case .source: SourcePresenter(interactor: interactor, router: self)
            case .destinationKind: DestinationKindPresenter(interactor: interactor, router: self)
            case .beneficiary: BeneficiaryPresenter(interactor: interactor, router: self)
            case .newAccount: NewAccountPresenter(interactor: interactor, router: self)
            case .ifscFinder: IFSCFinderPresenter(interactor: interactor, router: self)
            case .mobile: MobilePresenter(interactor: interactor, router: self)
            case .ownAccount: OwnAccountPresenter(interactor: interactor, router: self)
            case .amount: AmountPresenter(interactor: interactor, router: self)
            case .confirm: ConfirmPresenter(interactor: interactor, router: self)
            case .pin: PINPresenter(interactor: interactor, router: self)
            case .result: ResultPresenter(interactor: interactor, router: self)
            }
        let screen = ModuleScreen.started(presenter, initial: StepViewModel.blank, render: StepView.render)
        shown.append(Shown(kind: kind, screen: screen))
        return screen
    }
}
