import SwippyCore

@testable import SignIn

/// A call-count `RegisterInteracting` for presenter tests: intents only count; a test sets `state` itself
/// (and may set `stateAfterSubmit` to act as the flow's answer).
@MainActor
final class FakeRegisterInteractor: RegisterInteracting {
    let state: ObservableValue<RegisterState>
    /// The state `submit` sends, when set.
    var stateAfterSubmit: RegisterState?
    private(set) var submitted: [String] = []
    private(set) var backCallCount = 0

    init(_ initial: RegisterState = RegisterState(currencies: [])) {
        state = ObservableValue(initial)
    }

    func submit(_ input: String) {
        submitted.append(input)
        if let stateAfterSubmit { state.send(stateAfterSubmit) }
    }

    func back() { backCallCount += 1 }
}
