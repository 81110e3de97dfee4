import SwippyCore

/// Owns the home menu's state: the feature list, the signed-in user's name and their money at a glance.
@MainActor
final class HomeInteractor: HomeInteracting {
    let state: ObservableValue<HomeState>
    private let repository: any HomeRepository

    init(entries: [FeatureEntry], repository: any HomeRepository) {
        self.repository = repository
        self.state = ObservableValue(HomeState(userName: nil, entries: entries))
    }

    func load() {
        state.update { next in
            next.userName = repository.signedInUserName()
            next.money = repository.moneySummary()
            next.quick = repository.quickTransfers()
        }
    }
}
