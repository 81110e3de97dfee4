import SwippyCore

/// Keeps the stack in step with the flow through a `StepStack`: the dashboard step shows the dashboard (a flow
/// screen above it is popped); every other step shows the flow screen (pushed when missing). Each of its
/// screens keeps it alive; it holds the navigator weakly.
@MainActor
final class CreditRouter {
    /// The module's two screens.
    enum StepScreen: Equatable {
        case dashboard, flow
    }

    private let interactor: any CreditInteracting
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(interactor: any CreditInteracting, navigator: any ScreenNavigating) {
        self.interactor = interactor
        self.stack = StepStack(navigator: navigator)
    }

    /// The dashboard screen, its presenter started (it loads the lines), for the host to push; from then on the
    /// router follows the state's step.
    func start() -> any Screen {
        let screen = stack.root(.dashboard, makeScreen(.dashboard))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return screen
    }

    /// The screen that shows `step`: the dashboard for itself, the flow screen for every step of a flow.
    static func screen(for step: CreditState.Step) -> StepScreen {
        step == .dashboard ? .dashboard : .flow
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
    }

    /// Builds the screen of `kind`, its presenter started; the screen keeps the router.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        switch kind {
        case .dashboard:
            ModuleScreen.started(
                DashboardPresenter(interactor: interactor), initial: DashboardViewModel.initial,
                render: CreditView.render, router: self)
        case .flow:
            ModuleScreen.started(
                FlowPresenter(interactor: interactor), initial: FlowViewModel.initial, render: CreditView.render,
                router: self)
        }
    }
}
