import Foundation
import SwippyCore
import SwippyData

/// Builds History's screens (all observe the one interactor) and follows the state's step: a screen's step
/// pushes it over the list, and the step back to the list (an export or report done) pops back to the list.
/// Hands repeat and dispute to the host. Holds the navigator and the listener weakly: the module never keeps
/// its host alive.
@MainActor
final class HistoryRouter: HistoryRouting {
    /// History's screens; a screen may show several steps (export and report ask to confirm on the same one).
    enum StepScreen: Equatable {
        case list, details, filters, chart, export, report
    }

    private let interactor: any HistoryInteracting
    private let clock: any WallClock
    private let zone: TimeZone
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any HistoryListener)?
    private weak var listScreen: (any Screen)?
    private var following: ObservationToken?

    init(
        interactor: any HistoryInteracting, clock: any WallClock, zone: TimeZone, navigator: any ScreenNavigating,
        listener: any HistoryListener
    ) {
        self.interactor = interactor
        self.clock = clock
        self.zone = zone
        self.navigator = navigator
        self.listener = listener
    }

    /// The list, the module's first screen, its presenter started (it loads the history), for the host to push;
    /// from then on the router follows the state's step.
    func start() -> any Screen {
        let list = ModuleScreen.started(
            HistoryListPresenter(interactor: interactor, router: self, zone: zone), initial: .initial,
            render: HistoryView.render)
        listScreen = list
        let screenOfState: (HistoryState) -> StepScreen = { Self.screen(for: $0.step) }
        following = interactor.state.follow(screenOfState) { [weak self] screen in
            self?.show(screen)
        }
        return list
    }

    func navigate(to destination: HistoryDestination) {
        Trace.navigate(self, to: destination)
        switch destination {
        case .repeatTransfer(let transaction): listener?.historyDidRequestRepeat(of: transaction)
        case .dispute(let transaction): listener?.historyDidRequestDispute(of: transaction)
        }
    }

    /// The screen that shows `step`.
    static func screen(for step: HistoryState.Step) -> StepScreen {
        switch step {
        case .list: .list
        case .details: .details
        case .filters: .filters
        case .chart: .chart
        case .export, .confirmOverwrite: .export
        case .report, .confirmReport: .report
        }
    }

    // MARK: - Private

    /// Pushes `screen` over the list; the list pops back to it (nothing when it is on top already, as when the
    /// shell popped a screen and the list reappeared).
    private func show(_ screen: StepScreen) {
        let presenter: any ModulePresenter<HistoryViewModel>
        switch screen {
        case .list:
            if let listScreen { navigator?.pop(to: listScreen) }
            return
        case .details: presenter = HistoryDetailsPresenter(interactor: interactor, router: self, zone: zone)
        case .filters: presenter = HistoryFiltersPresenter(interactor: interactor)
        case .chart: presenter = HistoryChartPresenter(interactor: interactor)
        case .export:
            let name = TransactionCSV.defaultFileName(now: clock.now, zone: zone)
            presenter = HistoryExportPresenter(interactor: interactor, router: self, defaultName: name)
        case .report: presenter = HistoryReportPresenter(interactor: interactor, router: self)
        }
        navigator?.push(ModuleScreen.started(presenter, initial: .initial, render: HistoryView.render))
    }
}
