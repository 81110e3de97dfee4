import SwippyCore
import SwippyData

/// Keeps the stack in step with History's state through a `StepStack`: a screen's step pushes it over the list
/// (or pops back to it when it is lower), and the list step pops back to the list (an export or report done).
/// Hands repeat and dispute to the host through the listener. Holds the navigator and the listener weakly: the
/// module never keeps its host alive; each of its screens keeps the router alive.
@MainActor
final class HistoryRouter: HistoryRouting {
    /// History's screens; a screen may show several steps (export and report ask to confirm on the same one).
    enum StepScreen: Equatable {
        case list, details, filters, chart, export, report
    }

    private let interactor: any HistoryInteracting
    private weak var listener: (any HistoryListener)?
    private let stack: StepStack<StepScreen>
    private var following: ObservationToken?

    init(interactor: any HistoryInteracting, navigator: any ScreenNavigating, listener: any HistoryListener) {
        self.interactor = interactor
        self.listener = listener
        self.stack = StepStack(navigator: navigator)
    }

    /// The list, the module's first screen, its presenter started (it loads the history), for the host to push;
    /// from then on the router follows the state's step.
    func start() -> any Screen {
        let list = stack.root(.list, makeScreen(.list))
        following = interactor.state.follow({ Self.screen(for: $0.step) }, { [weak self] in self?.show($0) })
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

    private func show(_ kind: StepScreen) {
        stack.show(kind) { makeScreen(kind) }
    }

    /// Builds the screen of `kind`, its presenter started; the screen keeps the router.
    private func makeScreen(_ kind: StepScreen) -> any Screen {
        let presenter: any ModulePresenter<HistoryViewModel> =
            switch kind {
            case .list: HistoryListPresenter(interactor: interactor)
            case .details: HistoryDetailsPresenter(interactor: interactor, router: self)
            case .filters: HistoryFiltersPresenter(interactor: interactor)
            case .chart: HistoryChartPresenter(interactor: interactor)
            case .export: HistoryExportPresenter(interactor: interactor)
            case .report: HistoryReportPresenter(interactor: interactor)
            }
        return ModuleScreen.started(presenter, initial: .initial, render: HistoryView.render, router: self)
    }
}
