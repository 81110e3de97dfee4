import SwippyCore

/// Builds the home menu: interactor, presenter and screen, bound through the interactor's state.
@MainActor
struct HomeBuilder {
    private let repository: any HomeRepository

    init(repository: any HomeRepository) {
        self.repository = repository
    }

    /// The home screen listing `entries`; a chosen entry goes to `router`.
    func build(entries: [FeatureEntry], router: any HomeRouting) -> any Screen {
        let interactor = HomeInteractor(entries: entries, repository: repository)
        let presenter = HomePresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: HomeViewModel.initial, render: HomeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
