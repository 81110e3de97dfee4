import SwippyCore

/// A one-intent interactor for trace tests: its state line names it and its intents.
@MainActor
final class CounterInteractor {
    let state = ObservableValue(0, label: "CounterState")

    func increment() {
        state.send(state.value + 1)
    }

    func incrementInPlace() {
        state.update { $0 += 1 }
    }

    func repeatCurrentValue() {
        state.send(state.value)
    }
}
