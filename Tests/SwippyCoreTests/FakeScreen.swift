@testable import SwippyCore

/// A screen with counters, for navigation tests.
@MainActor
final class FakeScreen: Screen {
    let name: String
    var revision = 0
    var prompt = Prompt()
    var handled: [String] = []
    var didReappearCount = 0
    var didDisappearCount = 0
    var backHandled = false
    var pendingNotices: [String] = []

    init(_ name: String) {
        self.name = name
    }

    func render(_ context: RenderContext) -> [String] { [name] }
    func handle(_ input: String) { handled.append(input) }
    func goBack() -> Bool { backHandled }
    func didDisappear() { didDisappearCount += 1 }
    func didReappear() { didReappearCount += 1 }

    func takeNotices() -> [String] {
        defer { pendingNotices.removeAll() }
        return pendingNotices
    }
}
