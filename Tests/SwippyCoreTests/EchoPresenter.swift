import SwippyCore

/// A presenter that records its input, for trace and render-count tests.
@MainActor
final class EchoPresenter: ScreenPresenter {
    private(set) var handled: [String] = []

    func start() {}

    func handle(_ input: String) {
        handled.append(input)
    }
}
