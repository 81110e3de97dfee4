import SwippyCore
@testable import Exchange

/// An interactor for presenter tests: counts every intent; a test sets `state` and optional handlers.
@MainActor
final class FakeExchangeInteractor: ExchangeInteracting {
    let state = ObservableValue(ExchangeState())
    private(set) var loadCallCount = 0
    private(set) var chooseCallCount = 0
    private(set) var lastChosenIndex: Int?
    var chooseHandler: ((Int) -> Void)?

    func load() {
        loadCallCount += 1
    }

    func choose(at index: Int) {
        chooseCallCount += 1
        lastChosenIndex = index
        chooseHandler?(index)
    }
}
