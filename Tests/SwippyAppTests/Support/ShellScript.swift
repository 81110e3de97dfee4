import Foundation
@testable import SwippyApp
import SwippyCore
import SwippyData

/// Feeds scripted lines to the shell and collects what it writes.
@MainActor
final class ShellScript: LineReader, LineWriter {
    private var lines: [String]
    private(set) var output = ""
    private(set) var secretReads: [Bool] = []
    private(set) var flushCount = 0

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(secret: Bool) -> String? {
        secretReads.append(secret)
        return lines.isEmpty ? nil : lines.removeFirst()
    }

    func write(_ text: String) { output += text }
    func flush() { flushCount += 1 }

    /// How many times `text` appears in the output.
    func count(_ text: String) -> Int {
        output.components(separatedBy: text).count - 1
    }
}

/// The app wired as `swippy --ephemeral` wires it, driven in-process, with the demo user (Asha Rao)
/// already signed in: the shell starts on the home menu.
@MainActor
struct InProcessApp {
    static let demoUserID = "u-asha"

    let router: AppRouter
    let notices: NoticeBoard
    let io: ShellScript
    let shell: AppShell

    init(_ lines: [String], width: Int = 80) throws {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryStateStore(), stateFile: "memory")
        notices = NoticeBoard()
        router = AppRouter(store: store, session: AppSession(), notices: notices)
        // What the app does: the sign-in screen first, then what a successful sign-in tells the router.
        router.start()
        router.signInDidSucceed(userID: Self.demoUserID)
        io = ShellScript(lines)
        shell = AppShell(
            navigator: router.navigator, reader: io, writer: io, notices: notices, gate: router.sessionGate
        ) {
            RenderContext(width: width)
        }
    }
}

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
