import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import SwippyApp

/// Only the top screen renders, exactly once per change of what it shows, through the real shell.
@MainActor
@Suite("Render count through the shell")
struct RenderCountTests {
    @Test func aFlowOfTwoScreens_rendersOnlyTheTop_oncePerChange() throws {
        let app = try InProcessApp([
            "type a", "next", "type b", "type c", "same", "say Saved.", "zzz", "b", "same", "type d",
        ])
        let flow = RenderCountingFlow()
        let navigator = app.router.navigator
        navigator.push(flow.makeScreen("First") { [weak navigator] in navigator?.push(flow.makeScreen("Second")) })
        _ = app.shell.run()
        // First: shown, "type a", and once more when Second is popped, although it was told three changes
        // while covered; then "type d". Second: shown, "type b", "type c"; not for "same", "say" or "zzz".
        #expect(flow.renders["First"] == 4)
        #expect(flow.renders["Second"] == 3)
        #expect(app.io.count("Saved.\n") == 1)
        #expect(app.io.count("First · step 2 · a b c\n") == 1)
        #expect(app.io.count("Second · step 2 · a b c\n") == 1)
        #expect(app.io.count("First · step 2 · a b c d\n") == 1)
    }

    @Test(arguments: [
        "cards 1 2 1 1 _ 1 592741 1 b b transfer c",
        "transfer 1 1 1 500 Rent 1 592741 b",
        "dispute 1 7 6 abc 1 1 _ y b 1 7 1 2 5 _ b b b h",
        "dispute 5 1 1 111111 592741 b b h cards 1 4",
        "cards 6 4 12 34 59 04 y b h dispute 6 1 3456 y",
        "profile 2 asha@ asha.r@example.in 7 3 8 3 4826 1234 1357 1357 9",
        "cards n p zzz ? 1 b h h",
    ])
    func aRealFlow_drawsOnlyTheTopScreen_atMostOncePerInput(script: String) throws {
        // "_" stands for an empty line.
        let app = try InProcessApp(script.split(separator: " ").map { $0 == "_" ? "" : String($0) })
        var top = app.router.navigator.top.map(Trace.name(of:))
        let lines = Trace.capture { _ = app.shell.run() }
        var drawnSinceInput = 0
        for line in lines {
            if line.hasPrefix("navigator ") {
                top = Self.topAfter(line) ?? top
            } else if line.hasPrefix("view     draw ") {
                drawnSinceInput += 1
                #expect(String(line.dropFirst("view     draw ".count)) == top, "drew a screen not on top: \(line)")
                #expect(drawnSinceInput == 1, "drew twice for one input: \(line)")
            } else if line.hasPrefix("view     ") || line.hasPrefix("shell    ") {
                drawnSinceInput = 0
            }
        }
        #expect(lines.contains { $0.hasPrefix("view     draw ") })
    }

    /// The screen a navigator line leaves on top, from the trace's words.
    static func topAfter(_ line: String) -> String? {
        let text = line.dropFirst("navigator ".count).components(separatedBy: " · depth").first ?? ""
        if let arrow = text.range(of: " → ") { return String(text[arrow.upperBound...]) }
        for prefix in ["root ", "push ", "pop to "] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        if let with = text.range(of: " with ") { return String(text[with.upperBound...]) }
        return nil
    }
}
