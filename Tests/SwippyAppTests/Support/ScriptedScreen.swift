import SwippyCore

@testable import SwippyApp

/// A screen whose input handler the test supplies.
@MainActor
final class ScriptedScreen: Screen {
    var revision = 0
    var prompt = Prompt("Scripted")
    var backHandled = false
    var onInput: (String) -> Void = { _ in }
    private(set) var handled: [String] = []
    var pendingNotices: [String] = []

    func render(_ context: RenderContext) -> [String] { ["Scripted screen"] }

    func handle(_ input: String) {
        handled.append(input)
        onInput(input)
    }

    func goBack() -> Bool { backHandled }

    func takeNotices() -> [String] {
        defer { pendingNotices.removeAll() }
        return pendingNotices
    }
}
