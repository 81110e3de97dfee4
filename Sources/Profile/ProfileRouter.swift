import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with Profile's state: it follows the profile's step (a flow asked for is
/// pushed, the menu pops back to the profile screen) and a flow's state (a flow that is over goes back to the
/// screen under it), and hands sign-out, or the end of the forgot-login-PIN flow opened on its own, to the host.
/// Each of its screens keeps it alive; it holds the navigator and the listener weakly.
@MainActor
final class ProfileRouter: ProfileRouting {
    /// The module's screens: the profile screen and one screen per flow.
    enum StepScreen: Equatable {
        case profile
        case flow(ProfileFlowKind)
    }

    private let interactor: any ProfileInteracting
    /// A fresh interactor for each flow opened (the Builder's).
    private let makeFlow: (ProfileFlowKind) -> any ProfileFlowInteracting
    private weak var listener: (any ProfileListener)?
    private let stack: StepStack<StepScreen>
    /// The screen the module started on: the profile, or a flow on its own.
    private var entry = StepScreen.profile
    private var following: ObservationToken?
    private var followingFlow: ObservationToken?

    init(
        interactor: any ProfileInteracting, makeFlow: @escaping (ProfileFlowKind) -> any ProfileFlowInteracting,
        navigator: any ScreenNavigating, listener: any ProfileListener
    ) {
        self.interactor = interactor
        self.makeFlow = makeFlow
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The screen of `entry` (the profile, or a flow on its own), its presenter started, for the host to push;
    /// from then on the router follows the state.
    func start(_ entry: StepScreen = .profile) -> any Screen {
        self.entry = entry
        let first = stack.root(entry, makeScreen(entry))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
        return first
    }

    func navigate(to destination: ProfileDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .signOut: listener?.profileDidRequestSignOut()
        case .forgotLoginPINDone: listener?.profileDidFinishForgotLoginPIN()
        }
    }

    /// The screen that shows `step`.
    static func screen(for step: ProfileState.Step) -> StepScreen {
        switch step {
        case .menu: .profile
        case .flow(let kind): .flow(kind)
        }
    }

    /// The screen a flow's state is shown on: its own while it runs, the profile once it is over.
    static func screen(for flow: ProfileFlowState) -> StepScreen {
        flow.isFinished ? .profile : .flow(flow.kind)
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        guard entry == .profile || kind != .profile else { return navigate(to: .forgotLoginPINDone) }
        stack.show(kind) { makeScreen(kind) }
    }

    /// The screen of `kind`, its presenter started; the screen keeps the router. A flow's screen gets a fresh
    /// interactor, whose state the router follows until the flow is over.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        switch kind {
        case .profile:
            return ModuleScreen.started(
                ProfilePresenter(interactor: interactor, router: self), initial: .initial, render: ProfileView.render,
                router: self)
        case .flow(let flowKind):
            let flow = makeFlow(flowKind)
            followingFlow = flow.state.follow({ Self.screen(for: $0) }, { [weak self] in self?.show($0) })
            return ModuleScreen.started(
                ProfileFlowPresenter(interactor: flow), initial: .initial, render: ProfileView.render, router: self)
        }
    }
}
