import SwippyCore
import SwippyData

/// Pushes registration and pops it when done, and hands sign-in results and other modules' flows to the
/// host. Holds the navigator and the listener weakly.
@MainActor
final class SignInRouter: SignInRouting {
    private let dependency: any SignInDependency
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any SignInListener)?

    init(dependency: any SignInDependency, navigator: any ScreenNavigating, listener: any SignInListener) {
        self.dependency = dependency
        self.navigator = navigator
        self.listener = listener
    }

    func navigate(to destination: SignInDestination) {
        switch destination {
        case .register: navigator?.push(registerScreen())
        case .registered: navigator?.pop()
        case .forgotPIN: listener?.signInDidRequestLoginPINReset()
        case .signOut: listener?.signInDidRequestSignOut()
        case .signedIn(let userID): listener?.signInDidSucceed(userID: userID)
        case .unlocked: listener?.signInDidUnlock()
        }
    }

    /// The registration screen, started and wired to this router.
    private func registerScreen() -> any Screen {
        let interactor = RegisterInteractor(
            repository: dependency.signInRepository, clock: dependency.signInClock,
            currencies: dependency.signInCurrencies)
        let presenter = RegisterPresenter(interactor: interactor, router: self)
        let screen = ModuleScreen(presenter: presenter, initial: SignInViewModel.initial, render: SignInView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
