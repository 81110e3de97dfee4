import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with the flow: the screen of the step the interactor is on is the top
/// one. A step of the screen on top changes nothing; an earlier screen is popped back to; a new one is pushed.
/// The result replaces the whole flow above the screen it started from.
@MainActor
final class TransferRouter: TransferRouting {
    private let interactor: any TransferInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var origin: (any Screen)?
    /// The flow's screens on the stack, bottom first.
    private var shown: [Shown] = []

    /// A screen of the flow, held weakly: the navigator owns it.
    private struct Shown {
        let kind: TransferScreen
        weak var screen: (any Screen)?
    }

    init(interactor: any TransferInteracting, navigator: any ScreenNavigating, origin: (any Screen)?) {
        self.interactor = interactor
        self.navigator = navigator
        self.origin = origin
    }

    /// The flow's first screen (the step the interactor starts on: choosing the account to send from, unless
    /// the source was chosen by the host), for the host to push above `origin`.
    func start() -> any Screen {
        makeScreen(for: interactor.state.value.step.screen)
    }

    func navigate(to destination: TransferDestination) {
        switch destination {
        case .origin:
            leave()
        case .step(let step):
            show(step.screen)
        }
    }

    // MARK: - Private

    private func show(_ kind: TransferScreen) {
        shown.removeAll { $0.screen == nil }
        guard shown.last?.kind != kind else { return }
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

    private func push(_ kind: TransferScreen) {
        navigator?.push(makeScreen(for: kind))
    }

    private func leave() {
        shown.removeAll()
        if let origin { navigator?.pop(to: origin) }
    }

    /// Builds the screen of `kind`, its presenter started, and remembers it as the flow's top screen.
    private func makeScreen(for kind: TransferScreen) -> any Screen {
        let screen: any Screen
        switch kind {
        case .source: screen = wrap(SourcePresenter(interactor: interactor, router: self))
        case .destinationKind: screen = wrap(DestinationKindPresenter(interactor: interactor, router: self))
        case .beneficiary: screen = wrap(BeneficiaryPresenter(interactor: interactor, router: self))
        case .newAccount: screen = wrap(NewAccountPresenter(interactor: interactor, router: self))
        case .ifscFinder: screen = wrap(IFSCFinderPresenter(interactor: interactor, router: self))
        case .mobile: screen = wrap(MobilePresenter(interactor: interactor, router: self))
        case .ownAccount: screen = wrap(OwnAccountPresenter(interactor: interactor, router: self))
        case .amount: screen = wrap(AmountPresenter(interactor: interactor, router: self))
        case .confirm: screen = wrap(ConfirmPresenter(interactor: interactor, router: self))
        case .pin: screen = wrap(PINPresenter(interactor: interactor, router: self))
        case .result: screen = wrap(ResultPresenter(interactor: interactor, router: self))
        }
        shown.append(Shown(kind: kind, screen: screen))
        return screen
    }

    /// Puts `presenter` in a screen drawn by `StepView`, makes the screen its view and starts it.
    private func wrap(_ presenter: some TransferStepPresenting) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: StepViewModel.blank, render: StepView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
