import SwippyCore
import SwippyData

/// Pushes the profile flows, closes them, and hands sign-out to the host.
@MainActor
final class ProfileRouter: ProfileRouting {
    private let dependency: any ProfileDependency
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any ProfileListener)?

    init(dependency: any ProfileDependency, navigator: any ScreenNavigating, listener: any ProfileListener) {
        self.dependency = dependency
        self.navigator = navigator
        self.listener = listener
    }

    func navigate(to destination: ProfileDestination) {
        switch destination {
        case .flow(let kind): navigator?.push(flowScreen(kind))
        case .close: navigator?.pop()
        case .signOut: listener?.profileDidRequestSignOut()
        }
    }

    /// A flow's screen, started and wired to this router.
    func flowScreen(_ kind: ProfileFlowKind) -> any Screen {
        let interactor = ProfileFlowInteractor(
            kind: kind, repository: dependency.profileRepository, codes: dependency.oneTimeCodes,
            currencies: dependency.profileCurrencies, currencyList: dependency.profileCurrencyList,
            rated: dependency.profileRatedCodes)
        let presenter = ProfileFlowPresenter(interactor: interactor, router: self)
        let screen = ModuleScreen(presenter: presenter, initial: ProfileViewModel.initial, render: ProfileView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
