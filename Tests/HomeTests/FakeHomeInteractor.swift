import SwippyCore

@testable import Home

/// A home interactor with a settable state that counts its intents.
@MainActor
final class FakeHomeInteractor: HomeInteracting {
    let state: ObservableValue<HomeState>
    private(set) var loadCallCount = 0

    init(_ state: HomeState) {
        self.state = ObservableValue(state)
    }

    func load() {
        loadCallCount += 1
    }
}
