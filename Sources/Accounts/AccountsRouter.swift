import SwippyCore
import SwippyData

/// Keeps the stack in step with the module's state: list steps show the list screen (an account screen above
/// it is popped), account steps show the account screen (pushed when missing), and `moveOut` hands the open
/// account to the host's move flow.
@MainActor
final class AccountsRouter: AccountsRouting {
    private let interactor: any AccountsInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any AccountsListener)?
    private weak var listScreen: (any Screen)?
    private weak var accountScreen: (any Screen)?
    private var following: ObservationToken?

    init(interactor: any AccountsInteracting, navigator: any ScreenNavigating, listener: any AccountsListener) {
        self.interactor = interactor
        self.navigator = navigator
        self.listener = listener
    }

    /// The list screen, its presenter started (it loads the accounts), for the host to push; from then on the
    /// router follows the state's step.
    func start() -> any Screen {
        let screen = ModuleScreen.started(
            AccountsListPresenter(interactor: interactor, router: self), initial: AccountsListViewModel.initial,
            render: AccountsListView.render)
        listScreen = screen
        following = interactor.state.follow(\.step) { [weak self] step in
            self?.show(step)
        }
        return screen
    }

    // MARK: - Private

    private func show(_ step: AccountsState.Step) {
        if step.isListScreen {
            if accountScreen != nil, let listScreen { navigator?.pop(to: listScreen) }
            accountScreen = nil
        } else if step == .moveOut {
            if let account = interactor.state.value.opened { listener?.accountsDidRequestMove(from: account) }
        } else if accountScreen == nil {
            let screen = ModuleScreen.started(
                AccountPresenter(interactor: interactor, router: self), initial: AccountViewModel.initial,
                render: AccountView.render)
            accountScreen = screen
            navigator?.push(screen)
        }
    }
}
