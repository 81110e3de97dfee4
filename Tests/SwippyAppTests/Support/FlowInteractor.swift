import SwippyCore

/// One interactor for both screens of the test flow, each intent sending its state once.
@MainActor
final class FlowInteractor {
    let state = ObservableValue(FlowState())

    func advance() {
        var next = state.value
        next.step += 1
        state.send(next)
    }

    func type(_ text: String) {
        var next = state.value
        next.typed.append(text)
        state.send(next)
    }

    func repeatState() {
        state.send(state.value)
    }

    func say(_ text: String) {
        var next = state.value
        next.notice = Notice(text, after: next.notice)
        state.send(next)
    }
}
