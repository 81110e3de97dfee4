import SwippyCore
import SwippyData

/// Builds the Exchange screens and follows the state's `move`: a screen asked for is pushed over the one on
/// top; a chosen base goes back to the hub and tells the host. Holds the navigator and the listener weakly:
/// the module never keeps its host alive.
@MainActor
final class ExchangeRouter: ExchangeRouting {
    private let interactor: any ExchangeInteracting
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any ExchangeListener)?
    private var following: ObservationToken?

    init(interactor: any ExchangeInteracting, navigator: any ScreenNavigating, listener: any ExchangeListener) {
        self.interactor = interactor
        self.navigator = navigator
        self.listener = listener
    }

    /// The hub, its presenter started (it loads the data), for the host to push; from then on the router
    /// follows the state's `move`.
    func start() -> any Screen {
        let hub = ModuleScreen.started(
            ExchangePresenter(interactor: interactor, router: self), initial: .initial, render: ExchangeView.render)
        following = interactor.state.follow(\.move) { [weak self] move in
            if let move { self?.follow(move) }
        }
        return hub
    }

    // MARK: - Private

    private func follow(_ move: ExchangeState.Move) {
        let presenter: (any ModulePresenter<ExchangeViewModel>)? =
            switch move.step {
            case .hub: nil
            case .picker: PickerPresenter(interactor: interactor, router: self)
            case .rates: RatesPresenter(interactor: interactor, router: self)
            case .chart: ChartPresenter(interactor: interactor)
            case .converter: ConverterPresenter(interactor: interactor)
            case .movers: MoversPresenter(interactor: interactor, router: self)
            }
        if let presenter {
            navigator?.push(ModuleScreen.started(presenter, initial: .initial, render: ExchangeView.render))
        } else {
            navigator?.pop()
            listener?.exchangeDidChangeBase(to: interactor.state.value.base)
        }
    }
}
