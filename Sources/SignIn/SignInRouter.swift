import SwippyCore
import SwippyData

/// Builds the sign-in (or lock) screen and registration, follows both flows' state to where they lead
/// (registration done pops back; signed in or unlocked goes to the host), and hands other modules' flows to
/// the host. Holds the navigator and the listener weakly.
@MainActor
final class SignInRouter: SignInRouting {
    private let interactor: any SignInInteracting
    private let dependency: any SignInDependency
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any SignInListener)?
    private var followingSignIn: ObservationToken?
    private var followingRegistration: ObservationToken?

    init(
        interactor: any SignInInteracting, dependency: any SignInDependency, navigator: any ScreenNavigating,
        listener: any SignInListener
    ) {
        self.interactor = interactor
        self.dependency = dependency
        self.navigator = navigator
        self.listener = listener
    }

    /// The sign-in (or lock) screen, its presenter started, for the host to show; from then on the router
    /// follows the flow to the host once the user proved who they are.
    func start() -> any Screen {
        let screen = ModuleScreen.started(
            SignInPresenter(interactor: interactor, router: self), initial: SignInViewModel.initial,
            render: SignInView.render)
        followingSignIn = interactor.state.follow(\.destination) { [weak self] destination in
            if let destination { self?.navigate(to: destination) }
        }
        return screen
    }

    func navigate(to destination: SignInDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .register: navigator?.push(registerScreen())
        case .registered: navigator?.pop()
        case .forgotPIN: listener?.signInDidRequestLoginPINReset()
        case .signOut: listener?.signInDidRequestSignOut()
        case .signedIn(let userID): listener?.signInDidSucceed(userID: userID)
        case .unlocked: listener?.signInDidUnlock()
        }
    }

    // MARK: - Private

    /// The registration screen, started and wired to this router, which follows it until it is done.
    private func registerScreen() -> any Screen {
        let registration = SignInBuilder.registerInteractor(dependency)
        let screen = ModuleScreen.started(
            RegisterPresenter(interactor: registration, router: self), initial: SignInViewModel.initial,
            render: SignInView.render)
        followingRegistration = registration.state.follow(\.destination) { [weak self] destination in
            if let destination { self?.navigate(to: destination) }
        }
        return screen
    }
}
