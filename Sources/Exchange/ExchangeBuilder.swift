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
        let interactor = ExchangeInteractor(repository: dependency.exchangeRepository)
        let router = ExchangeRouter(navigator: navigator, listener: listener)
        router.makeScreen = { [weak interactor, weak router] step in
            guard let interactor, let router else { return nil }
            return Self.screen(step, interactor: interactor, router: router)
        }
        let presenter = ExchangePresenter(interactor: interactor, router: router)
        let screen = ModuleScreen(presenter: presenter, initial: ExchangeViewModel.initial, render: ExchangeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }

    static func screen(_ step: ExchangeState.Step, interactor: ExchangeInteractor, router: ExchangeRouter) -> (any Screen)? {
        let initial = ExchangeViewModel.initial
        switch step {
        case .hub:
            return nil
        case .picker:
            return bound(PickerPresenter(interactor: interactor, router: router), initial)
        case .rates:
            return bound(RatesPresenter(interactor: interactor, router: router), initial)
        case .chart:
            return bound(ChartPresenter(interactor: interactor), initial)
        case .converter:
            return bound(ConverterPresenter(interactor: interactor), initial)
        case .movers:
            return bound(MoversPresenter(interactor: interactor, router: router), initial)
        }
    }

    private static func bound(_ presenter: any ExchangeScreenPresenting, _ initial: ExchangeViewModel) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: initial, render: ExchangeView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
