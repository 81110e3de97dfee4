import SwippyCore

/// Builds the home menu: its interactor and router; the router starts the screen.
@MainActor
struct HomeBuilder {
    private let repository: any HomeRepository

    init(repository: any HomeRepository) {
        self.repository = repository
    }

    /// The home screen listing `entries`; a chosen entry goes to `listener`.
    func build(entries: [FeatureEntry], listener: any HomeListener) -> any Screen {
        let interactor = HomeInteractor(entries: entries, repository: repository)
        return HomeRouter(interactor: interactor, listener: listener).start()
    }
}
