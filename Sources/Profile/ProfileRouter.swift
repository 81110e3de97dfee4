import SwippyCore
import SwippyData

/// Builds the profile screen and the flows' screens, pushes the flows and closes each one when its state says
/// it is over, and hands sign-out to the host.
@MainActor
final class ProfileRouter: ProfileRouting {
    /// The screen a use of the module starts on.
    enum Entry: Equatable {
        /// The profile and settings screen.
        case profile
        /// One flow on its own (the sign-in screen's forgot-login-PIN).
        case flow(ProfileFlowKind)
    }

    private let dependency: any ProfileDependency
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any ProfileListener)?
    /// The flow on top follows its state to `.close`.
    private var followingFlow: ObservationToken?

    init(dependency: any ProfileDependency, navigator: any ScreenNavigating, listener: any ProfileListener) {
        self.dependency = dependency
        self.navigator = navigator
        self.listener = listener
    }

    /// The screen of `entry`, its presenter started, for the host to push.
    func start(_ entry: Entry) -> any Screen {
        switch entry {
        case .profile:
            let interactor = ProfileBuilder.profileInteractor(dependency)
            return ModuleScreen.started(
                ProfilePresenter(interactor: interactor, router: self), initial: .initial, render: ProfileView.render)
        case .flow(let kind):
            return flowScreen(kind)
        }
    }

    func navigate(to destination: ProfileDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .flow(let kind): navigator?.push(flowScreen(kind))
        case .close: navigator?.pop()
        case .signOut: listener?.profileDidRequestSignOut()
        }
    }

    // MARK: - Private

    /// A flow's screen, started; the router follows the flow until it is over.
    private func flowScreen(_ kind: ProfileFlowKind) -> any Screen {
        let interactor = ProfileBuilder.flowInteractor(kind, dependency)
        let screen = ModuleScreen.started(
            ProfileFlowPresenter(interactor: interactor, router: self), initial: .initial, render: ProfileView.render)
        followingFlow = interactor.state.follow(\.destination) { [weak self] destination in
            if let destination { self?.navigate(to: destination) }
        }
        return screen
    }
}
