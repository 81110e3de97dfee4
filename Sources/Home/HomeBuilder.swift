import SwippyCore

/// Builds the home menu: its interactor and router; the router starts the screen.
@MainActor
public struct HomeBuilder {
    private let dependency: any HomeDependency

    /// A builder using `dependency`.
    public init(dependency: any HomeDependency) {
        self.dependency = dependency
    }

    /// The home screen listing `entries`, for the host to put on `navigator`; Tab there also completes
    /// `shellWords`. A chosen entry or quick transfer goes to `listener`.
    public func build(
        entries: [HomeEntry], shellWords: [String], listener: any HomeListener, navigator: any ScreenNavigating
    ) -> any Screen {
        let interactor = HomeInteractor(
            entries: entries, shellWords: shellWords, repository: dependency.homeRepository)
        return HomeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
    }
}
