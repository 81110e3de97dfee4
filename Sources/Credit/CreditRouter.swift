import SwippyCore

/// Keeps the stack in step with the flow: the dashboard step shows the dashboard (a flow screen above it is
/// popped); every other step shows the flow screen (pushed when missing). Holds the navigator weakly.
@MainActor
final class CreditRouter: CreditRouting {
    private let interactor: any CreditInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var dashboardScreen: (any Screen)?
    private weak var flowScreen: (any Screen)?
    private var following: ObservationToken?

    init(interactor: any CreditInteracting, navigator: any ScreenNavigating) {
        self.interactor = interactor
        self.navigator = navigator
    }

    /// The dashboard screen, its presenter started (it loads the lines), for the host to push; from then on the
    /// router follows the state's step.
    func start() -> any Screen {
        let screen = ModuleScreen.started(
            DashboardPresenter(interactor: interactor, router: self), initial: DashboardViewModel.initial,
            render: DashboardView.render)
        dashboardScreen = screen
        following = interactor.state.follow(\.step) { [weak self] step in
            self?.show(step)
        }
        return screen
    }

    // MARK: - Private

    private func show(_ step: CreditState.Step) {
        if step == .dashboard {
            if flowScreen != nil, let dashboardScreen { navigator?.pop(to: dashboardScreen) }
            flowScreen = nil
        } else if flowScreen == nil {
            let screen = ModuleScreen.started(
                FlowPresenter(interactor: interactor, router: self), initial: FlowViewModel.initial,
                render: FlowView.render)
            flowScreen = screen
            navigator?.push(screen)
        }
    }
}
