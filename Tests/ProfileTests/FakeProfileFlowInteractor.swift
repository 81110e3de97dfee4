import SwippyCore

@testable import Profile

/// A call-count `ProfileFlowInteracting` for presenter tests: intents only count; a test sets `state`
/// itself (and may set `stateAfterSubmit` to act as the flow's answer).
@MainActor
final class FakeProfileFlowInteractor: ProfileFlowInteracting {
    let state: ObservableValue<ProfileFlowState>
    /// The state `submit` sends, when set.
    var stateAfterSubmit: ProfileFlowState?
    private(set) var submitted: [String] = []
    private(set) var resendCodeCallCount = 0
    private(set) var backCallCount = 0

    init(_ initial: ProfileFlowState) {
        state = ObservableValue(initial)
    }

    func submit(_ input: String) {
        submitted.append(input)
        if let stateAfterSubmit { state.send(stateAfterSubmit) }
    }

    func resendCode() { resendCodeCallCount += 1 }
    func back() { backCallCount += 1 }
}
