import SwippyCore

/// Builds the History module: the signed-in user's transactions, searchable and filterable, with
/// details, repeat and dispute (through the host), a spending chart, CSV export and a mailed report.
@MainActor
public struct HistoryBuilder {
    private let dependency: any HistoryDependency

    /// A builder using `dependency`.
    public init(dependency: any HistoryDependency) {
        self.dependency = dependency
    }

    /// The list screen, loaded and ready to push on `navigator`; the screens it opens go there too.
    public func build(listener: any HistoryListener, navigator: any ScreenNavigating) -> any Screen {
        let interactor = HistoryInteractor(
            repository: dependency.historyRepository, clock: dependency.historyClock, zone: dependency.historyTimeZone,
            pageSize: dependency.historyPageSize)
        return HistoryRouter(interactor: interactor, navigator: navigator, listener: listener).start()
    }
}
