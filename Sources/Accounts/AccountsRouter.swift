import SwippyCore
import SwippyData

/// Keeps the stack in step with the module's state through a `StepStack`: list steps show the list screen (an
/// account screen above it is popped), account steps the account screen (pushed when missing), and `moveOut`
/// hands the open account to the host's move flow through the listener. Each of its screens keeps it alive; it
/// holds the navigator and the listener weakly.
@MainActor
final class AccountsRouter {
    /// What the module shows for a step: one of its two screens, or the host's move flow above the account.
    enum StepScreen: Equatable {
        case list, account, moveFlow
    }

    private let interactor: any AccountsInteracting
    private weak var listener: (any AccountsListener)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(interactor: any AccountsInteracting, navigator: any ScreenNavigating, listener: any AccountsListener) {
        self.interactor = interactor
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The list screen, its presenter started (it loads the accounts), for the host to push; from then on the
    /// router follows the state's step.
    func start() -> any Screen {
        let screen = stack.root(.list, makeScreen(.list))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return screen
    }

    /// What shows `step`.
    static func screen(for step: AccountsState.Step) -> StepScreen {
        switch step {
        case .list, .addName, .addCurrency: .list
        case .account, .depositSource, .depositAmount, .depositPIN, .withdrawAmount, .rename, .close: .account
        case .moveOut: .moveFlow
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        switch kind {
        case .list, .account:
            stack.show(kind) { makeScreen(kind) }
        case .moveFlow:
            let state = interactor.state.value
            if let account = state.opened {
                listener?.accountsDidRequestMove(from: account, amount: state.wholeBalance)
            }
        }
    }

    /// Builds the screen of `kind` (the list or the account), its presenter started; the screen keeps the router.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        guard kind == .account else {
            return ModuleScreen.started(
                AccountsListPresenter(interactor: interactor), initial: AccountsListViewModel.initial,
                render: AccountsView.render, router: self)
        }
        return ModuleScreen.started(
            AccountPresenter(interactor: interactor), initial: AccountViewModel.initial, render: AccountsView.render,
            router: self)
    }
}
