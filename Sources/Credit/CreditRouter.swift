import SwippyCore

/// Keeps the stack in step with the flow: the dashboard step shows the dashboard (a flow screen above it is
/// popped); every other step shows the flow screen (pushed when missing). Holds the navigator weakly.
@MainActor
final class CreditRouter: CreditRouting {
    private let interactor: any CreditInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var dashboardScreen: (any Screen)?
    private weak var flowScreen: (any Screen)?

    init(interactor: any CreditInteracting, navigator: any ScreenNavigating) {
        self.interactor = interactor
        self.navigator = navigator
    }

    /// The dashboard screen, for the host to push.
    func start() -> any Screen {
        let presenter = DashboardPresenter(interactor: interactor, router: self)
        let screen = ModuleScreen(presenter: presenter, initial: DashboardViewModel.initial, render: DashboardView.render)
        presenter.view = screen
        dashboardScreen = screen
        presenter.start()
        return screen
    }

    func navigate(to destination: CreditDestination) {
        guard case .step(let step) = destination else { return }
        if step == .dashboard {
            if flowScreen != nil, let dashboardScreen { navigator?.pop(to: dashboardScreen) }
            flowScreen = nil
        } else if flowScreen == nil {
            let presenter = FlowPresenter(interactor: interactor, router: self)
            let screen = ModuleScreen(presenter: presenter, initial: FlowViewModel.initial, render: FlowView.render)
            presenter.view = screen
            presenter.start()
            flowScreen = screen
            navigator?.push(screen)
        }
    }
}
