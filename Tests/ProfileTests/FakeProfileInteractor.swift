import SwippyCore
import SwippyData

@testable import Profile

/// A call-count `ProfileInteracting` for presenter tests: intents only count; a test sets `state` itself.
@MainActor
final class FakeProfileInteractor: ProfileInteracting {
    let state = ObservableValue(ProfileState(user: TestUsers.asha, settings: UserSettings(), currencies: []))
    private(set) var loadCallCount = 0
    private(set) var toggleColourCallCount = 0
    /// The flows `open` was asked for, in order.
    private(set) var opened: [ProfileFlowKind] = []

    func load() { loadCallCount += 1 }
    func toggleColour() { toggleColourCallCount += 1 }
    func open(_ flow: ProfileFlowKind) { opened.append(flow) }
}
