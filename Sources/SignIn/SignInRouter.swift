import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with SignIn's state: it follows the sign-in step (registration pushed
/// over the sign-in screen, the menu back to it) and registration's state (back to the sign-in screen once the
/// user is created), and hands the user to the host once they signed in or unlocked, or asked for the
/// forgot-login-PIN flow or to sign out. Each of its screens keeps it alive; it holds the navigator and the
/// listener weakly.
@MainActor
final class SignInRouter: SignInRouting {
    /// The module's screens: sign-in (or the lock screen) and registration.
    enum StepScreen: Equatable {
        case signIn, register
    }

    private let interactor: any SignInInteracting
    /// A fresh registration flow each time it is opened (the Builder's).
    private let makeRegistration: () -> any RegisterInteracting
    private weak var listener: (any SignInListener)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?
    private var leaving: ObservationToken?
    private var followingRegistration: ObservationToken?

    init(
        interactor: any SignInInteracting, makeRegistration: @escaping () -> any RegisterInteracting,
        navigator: any ScreenNavigating, listener: any SignInListener
    ) {
        self.interactor = interactor
        self.makeRegistration = makeRegistration
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The sign-in (or lock) screen, its presenter started, for the host to show; from then on the router
    /// follows the flow's step, and its `destination` out of the module once the user proved who they are.
    func start() -> any Screen {
        let first = stack.root(.signIn, makeScreen(.signIn))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        leaving = interactor.state.follow(\.destination) { [weak self] destination in
            if let destination { self?.navigate(to: destination) }
        }
        return first
    }

    func navigate(to destination: SignInDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .forgotPIN: listener?.signInDidRequestLoginPINReset()
        case .signOut: listener?.signInDidRequestSignOut()
        case .signedIn(let userID): listener?.signInDidSucceed(userID: userID)
        case .unlocked: listener?.signInDidUnlock()
        }
    }

    /// The screen that shows `step`.
    static func screen(for step: SignInState.Step) -> StepScreen {
        step == .register ? .register : .signIn
    }

    /// The screen registration's state is shown on: its own until the user is created, then sign-in's.
    static func screen(for registration: RegisterState) -> StepScreen {
        registration.isRegistered ? .signIn : .register
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
    }

    /// The screen of `kind`, its presenter started; the screen keeps the router. Registration's gets a fresh
    /// interactor, whose state the router follows until the user is created.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        switch kind {
        case .signIn:
            return ModuleScreen.started(
                SignInPresenter(interactor: interactor, router: self), initial: SignInViewModel.initial,
                render: SignInView.render, router: self)
        case .register:
            let registration = makeRegistration()
            followingRegistration = registration.state.follow(
                { Self.screen(for: $0) }, { [weak self] in self?.show($0) })
            return ModuleScreen.started(
                RegisterPresenter(interactor: registration), initial: SignInViewModel.initial,
                render: SignInView.render, router: self)
        }
    }
}
