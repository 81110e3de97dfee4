import SwippyCore
import SwippyData

/// Keeps the navigation stack in step with Exchange's state: it follows the state's step visit (a screen asked
/// for is pushed over the one on top, the same screen asked for again too; the hub pops back to it) and, once a
/// chosen base brought the flow back to the hub, tells the host. No presenter calls it: each of its screens
/// keeps it alive. It holds the navigator and the listener weakly.
@MainActor
final class ExchangeRouter {
    /// The module's screens; a screen over the hub carries the serial of its visit, so each visit is a new one.
    enum StepScreen: Equatable {
        case hub
        case picker(visit: Int)
        case rates(visit: Int)
        case chart(visit: Int)
        case converter(visit: Int)
        case movers(visit: Int)
    }

    private let interactor: any ExchangeInteracting
    private weak var listener: (any ExchangeListener)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(interactor: any ExchangeInteracting, navigator: any ScreenNavigating, listener: any ExchangeListener) {
        self.interactor = interactor
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The hub, its presenter started (it loads the data), for the host to push; from then on the router
    /// follows the state's step visit.
    func start() -> any Screen {
        let hub = stack.root(.hub, makeScreen(.hub))
        following = interactor.state.follow({ Self.screen(for: $0.visit) }, { [weak self] in self?.show($0) })
        return hub
    }

    /// The screen that shows `visit`.
    static func screen(for visit: StepVisit<ExchangeState.Step>) -> StepScreen {
        switch visit.step {
        case .hub: .hub
        case .picker: .picker(visit: visit.serial)
        case .rates: .rates(visit: visit.serial)
        case .chart: .chart(visit: visit.serial)
        case .converter: .converter(visit: visit.serial)
        case .movers: .movers(visit: visit.serial)
        }
    }

    // MARK: - Private

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
        if kind == .hub { listener?.exchangeDidChangeBase(to: interactor.state.value.base) }
    }

    /// The screen of `kind`, its presenter started; the screen keeps the router.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<ExchangeViewModel> =
            switch kind {
            case .hub: ExchangePresenter(interactor: interactor)
            case .picker: PickerPresenter(interactor: interactor)
            case .rates: RatesPresenter(interactor: interactor)
            case .chart: ChartPresenter(interactor: interactor)
            case .converter: ConverterPresenter(interactor: interactor)
            case .movers: MoversPresenter(interactor: interactor)
            }
        return ModuleScreen.started(presenter, initial: .initial, render: ExchangeView.render, router: self)
    }
}
