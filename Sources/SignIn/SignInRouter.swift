import SwippyCore
import SwippyData

/// Pushes registration, and hands sign-in results and other modules' flows to the host.
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
        case .register:
            let interactor = RegisterInteractor(
                repository: dependency.signInRepository, clock: dependency.signInClock,
                currencies: dependency.signInCurrencies)
            let presenter = RegisterPresenter(interactor: interactor, router: self)
            let screen = ModuleScreen(presenter: presenter, initial: SignInViewModel.initial, render: SignInView.render)
            presenter.view = screen
            presenter.start()
            navigator?.push(screen)
        case .registered:
            navigator?.pop()
        case .forgotPIN:
            listener?.signInDidRequestLoginPINReset()
        case .signOut:
            listener?.signInDidRequestSignOut()
        }
    }

    func finishSignIn(userID: String, unlocking: Bool) {
        if unlocking {
            listener?.signInDidUnlock()
        } else {
            listener?.signInDidSucceed(userID: userID)
        }
    }
}
