import SwippyCore

/// Owns the home menu's state: the feature list, the signed-in user's name, their money at a glance and
/// their quick transfers.
@MainActor
final class HomeInteractor: HomeInteracting {
    let state: ObservableValue<HomeState>
    private let repository: any HomeRepository

    init(entries: [HomeEntry], shellWords: [String], repository: any HomeRepository) {
        self.repository = repository
        self.state = ObservableValue(HomeState(userName: nil, entries: entries, shellWords: shellWords))
    }

    func load() {
        state.update { next in
            next.userName = repository.signedInUserName()
            next.money = repository.moneySummary(creditLinesKept: HomeState.creditLinesShown)
            next.quick = repository.quickTransfers()
        }
    }
}
