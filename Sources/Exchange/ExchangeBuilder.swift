import SwippyCore

/// Builds the Exchange module: one screen listing the items its repository offers.
@MainActor
public struct ExchangeBuilder {
    private let dependency: any ExchangeDependency

    /// A builder using `dependency`.
    public init(dependency: any ExchangeDependency) {
        self.dependency = dependency
    }

    /// The module's screen, loaded and ready to push on `navigator`.
    public func build(listener: any ExchangeListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = ExchangeInteractor(repository: dependency.exchangeRepository)
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        let presenter = ExchangePresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(
            presenter: presenter, initial: ExchangeViewModel.initial, render: ExchangeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
