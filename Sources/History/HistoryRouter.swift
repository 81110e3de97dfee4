import Foundation
import SwippyCore
import SwippyData

/// Builds and pushes History's screens (all observe the one interactor); hands repeat and dispute to
/// the host. Holds the navigator and the listener weakly: the module never keeps its host alive.
@MainActor
final class HistoryRouter: HistoryRouting {
    private let interactor: any HistoryInteracting
    private let clock: any WallClock
    private let zone: TimeZone
    private weak var navigator: (any ScreenNavigating)?
    private weak var listener: (any HistoryListener)?

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

    /// The list, the module's first screen.
    func listScreen() -> any Screen {
        screen(HistoryListPresenter(interactor: interactor, router: self, zone: zone))
    }

    func navigate(to destination: HistoryDestination) {
        switch destination {
        case .step(.details):
            push(HistoryDetailsPresenter(interactor: interactor, router: self, zone: zone))
        case .step(.filters):
            push(HistoryFiltersPresenter(interactor: interactor))
        case .step(.chart):
            push(HistoryChartPresenter(interactor: interactor))
        case .step(.export):
            let name = TransactionCSV.defaultFileName(now: clock.now, zone: zone)
            push(HistoryExportPresenter(interactor: interactor, router: self, defaultName: name))
        case .step(.report):
            push(HistoryReportPresenter(interactor: interactor, router: self))
        case .step(.list), .step(.confirmOverwrite), .step(.confirmReport):
            break
        case .back:
            navigator?.pop()
        case .repeatTransfer(let transaction):
            listener?.historyDidRequestRepeat(of: transaction)
        case .dispute(let transaction):
            listener?.historyDidRequestDispute(of: transaction)
        }
    }

    private func push(_ presenter: some HistoryScreenPresenter) {
        navigator?.push(screen(presenter))
    }

    private func screen(_ presenter: some HistoryScreenPresenter) -> any Screen {
        let screen = ModuleScreen(presenter: presenter, initial: HistoryViewModel.initial, render: HistoryView.render)
        presenter.view = screen
        presenter.start()
        return screen
    }
}
