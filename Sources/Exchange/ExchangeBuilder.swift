import SwippyCore

/// Builds the Exchange module: the hub, and the picker, rates, chart, converter and movers screens over it.
@MainActor
public struct ExchangeBuilder {
    private let dependency: any ExchangeDependency

    /// A builder using `dependency`.
    public init(dependency: any ExchangeDependency) {
        self.dependency = dependency
    }

    /// The hub screen, loaded and ready to push on `navigator`; its screens are pushed there too.
    public func build(listener: any ExchangeListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = ExchangeInteractor(
            repository: dependency.exchangeRepository, pageSize: dependency.exchangePageSize)
        return ExchangeRouter(interactor: interactor, navigator: navigator, listener: listener).start()
    }
}
