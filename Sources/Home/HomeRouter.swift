import SwippyCore

/// Builds the menu, the module's one screen, and hands a choice made there to the host: the home menu pushes
/// nothing of its own. Holds the navigator and the host weakly: the screen on the stack owns the presenter,
/// which owns this router.
@MainActor
final class HomeRouter: HomeRouting {
    /// The module's screens.
    enum StepScreen: Equatable {
        case menu
    }

    private let interactor: any HomeInteracting
    private let stack: StepStack<StepScreen>
    private weak var listener: (any HomeListener)?
    private var following: ObservationToken?

    init(interactor: any HomeInteracting, navigator: any ScreenNavigating, listener: any HomeListener) {
        self.interactor = interactor
        self.stack = StepStack(navigator: navigator)
        self.listener = listener
    }

    /// The screen of the state's step (the menu), its presenter started (it loads the user's name and money),
    /// for the host to put on the stack. From then on the router follows the state's step.
    func start() -> any Screen {
        let kind = Self.screen(for: interactor.state.value.step)
        let first = stack.root(kind, makeScreen(kind))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    func navigate(to destination: HomeDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .feature(let word): listener?.homeDidChooseFeature(word)
        case .quickTransfer(let prefill): listener?.homeDidChooseQuickTransfer(prefill)
        }
    }

    /// The screen that shows `step`.
    static func screen(for step: HomeState.Step) -> StepScreen {
        switch step {
        case .menu: .menu
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
    }

    private func makeScreen(_ kind: StepScreen) -> any Screen {
        switch kind {
        case .menu:
            ModuleScreen.started(
                HomePresenter(interactor: interactor, router: self), initial: HomeViewModel.initial,
                render: HomeView.render)
        }
    }
}
