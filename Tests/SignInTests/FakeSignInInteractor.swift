import SwippyCore

@testable import SignIn

/// A call-count `SignInInteracting` for presenter tests: intents only count; a test sets `state` itself
/// (and may set `stateAfterSubmit` to act as the flow's answer).
@MainActor
final class FakeSignInInteractor: SignInInteracting {
    let state: ObservableValue<SignInState>
    /// The state `submit` sends, when set.
    var stateAfterSubmit: SignInState?
    private(set) var loadCallCount = 0
    private(set) var chosen: [SignInOption] = []
    private(set) var submitted: [String] = []
    private(set) var resendCodeCallCount = 0
    private(set) var backCallCount = 0

    init(_ initial: SignInState = SignInState.initial(.signIn)) {
        state = ObservableValue(initial)
    }

    func load() { loadCallCount += 1 }
    func choose(_ option: SignInOption) { chosen.append(option) }

    func submit(_ input: String) {
        submitted.append(input)
        if let stateAfterSubmit { state.send(stateAfterSubmit) }
    }

    func resendCode() { resendCodeCallCount += 1 }
    func back() { backCallCount += 1 }
}
