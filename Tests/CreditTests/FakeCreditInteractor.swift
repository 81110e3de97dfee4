import SwippyCore

@testable import Credit

/// An interactor for presenter tests: counts every intent and remembers its argument; a test sets `state`.
@MainActor
final class FakeCreditInteractor: CreditInteracting {
    let state = ObservableValue(CreditState())
    private(set) var calls: [String] = []
    var backResult = true

    func load() { calls.append("load") }
    func start(_ action: CreditOption) { calls.append("start \(action)") }
    func choose(at index: Int) { calls.append("choose \(index)") }
    func type(_ text: String) { calls.append("type \(text)") }
    func answer(_ answer: YesNo) { calls.append("answer \(answer)") }
    func submit(pin: String) { calls.append("submit pin") }
    func turnPage(forward: Bool) { calls.append(forward ? "next" : "previous") }
    func back() -> Bool {
        calls.append("back")
        return backResult
    }
}
