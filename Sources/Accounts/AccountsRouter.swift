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

    init(interactor: any AccountsInteracting, navigator: any ScreenNavigating, listener: any AccountsListener) {
        self.interactor = interactor
        self.navigator = navigator
        self.listener = listener
    }

    /// The list screen, for the host to push.
    func start() -> any Screen {
        let presenter = AccountsListPresenter(interactor: interactor, router: self)
        let screen = ModuleScreen(presenter: presenter, initial: AccountsListViewModel.initial, render: AccountsListView.render)
        presenter.view = screen
        listScreen = screen
        presenter.start()
        return screen
    }

    func navigate(to destination: AccountsDestination) {
        guard case .step(let step) = destination else { return }
        if step.isListScreen {
            if accountScreen != nil, let listScreen { navigator?.pop(to: listScreen) }
            accountScreen = nil
        } else if step == .moveOut {
            if let account = interactor.state.value.opened { listener?.accountsDidRequestMove(from: account) }
        } else if accountScreen == nil {
            let presenter = AccountPresenter(interactor: interactor, router: self)
            let screen = ModuleScreen(presenter: presenter, initial: AccountViewModel.initial, render: AccountView.render)
            presenter.view = screen
            presenter.start()
            accountScreen = screen
            navigator?.push(screen)
        }
    }
}
