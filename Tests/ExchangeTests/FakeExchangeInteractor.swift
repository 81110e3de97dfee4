import SwippyCore
import SwippyData

@testable import Exchange

/// An interactor for presenter tests: records every intent by name; a test sets `state` and a handler.
@MainActor
final class FakeExchangeInteractor: ExchangeInteracting {
    let state = ObservableValue(ExchangeState())
    private(set) var calls: [String] = []
    var after: ((String) -> Void)?

    private func record(_ call: String) {
        calls.append(call)
        after?(call)
    }

    func load() { record("load") }
    func open(_ step: ExchangeState.Step) { record("open \(step)") }
    func pick(_ input: String) { record("pick \(input)") }
    func sort(by order: RateTable.Order) { record("sort \(order.rawValue)") }
    func turnPage(forward: Bool) { record(forward ? "next" : "previous") }
    func chart(_ code: String) { record("chart \(code)") }
    func zoom(_ text: String) { record("zoom \(text)") }
    func resetZoom() { record("resetZoom") }
    func convert(_ text: String) { record("convert \(text)") }
}
