import Foundation
import SwippyCore
import Testing

@testable import SwippyApp

/// Issue 37: a screen drawn in place that is taller than the terminal keeps its title; the rest shows a window
/// at a time, Enter shows the next, and the prompt stays on the last line.
@Suite("Shell: a screen taller than its terminal")
struct TallScreenTests {
    static let screen = ["Filters", "======="] + (1...10).map { "line \($0)" }

    @Test func aScreenThatFits_isNotCut() {
        #expect(TallScreen(lines: Self.screen, height: 14) == nil)
        #expect(TallScreen(lines: Self.screen, height: nil) == nil)
    }

    @Test func aTallScreen_keepsItsTitle_andShowsAWindowAtATime() throws {
        let tall = try #require(TallScreen(lines: Self.screen, height: 10))
        #expect(tall.window == 5)
        #expect(
            tall.part(from: 0) == [
                "Filters", "=======", "line 1", "line 2", "line 3", "line 4", "line 5",
                "  Lines 1-5 of 10 · Enter for more",
            ])
        #expect(tall.next(after: 0) == 5)
        #expect(
            tall.part(from: 5) == [
                "Filters", "=======", "line 6", "line 7", "line 8", "line 9", "line 10",
                "  Lines 6-10 of 10 · Enter for the top",
            ])
        #expect(tall.next(after: 5) == nil)
    }

    @Test func aScreenWithoutATitle_keepsNothing_andAShortTerminalStillShowsThreeLines() throws {
        let untitled = try #require(TallScreen(lines: (1...6).map { "row \($0)" }, height: 4))
        #expect(untitled.kept == 0)
        #expect(untitled.window == TallScreen.minimumWindow)
        #expect(untitled.part(from: 3) == ["row 4", "row 5", "row 6", "  Lines 4-6 of 6 · Enter for the top"])
    }

    /// History's Filters at 40×20 is taller than the window: each drawing keeps "Filters" on top and fits the 20
    /// rows with its prompt; Enter shows the rest, then the top again; a filter typed then still applies.
    @MainActor
    @Test func filtersAt40x20_drawnInPlace_keepsItsTitle_andEnterScrolls() throws {
        let app = try InProcessApp(
            ["history", "f", "", "", "out"], width: 40, height: 20, drawsInPlace: true)
        _ = app.shell.run()
        let drawings = app.io.output.components(separatedBy: AppShell.clearWindow).dropFirst()
        let filters = drawings.filter { $0.hasPrefix("Filters\n") }
        #expect(filters.count == 4)
        for drawing in filters {
            // The last drawing ends with the newline the shell writes at the end of input.
            let lines = drawing.replacingOccurrences(of: " > \n", with: " > ").components(separatedBy: "\n")
            #expect(lines.count <= 20, "\(lines.count) lines: \(drawing)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        }
        let parts = filters.map { $0.components(separatedBy: "\n").first { $0.hasPrefix("  Lines ") } ?? "" }
        #expect(parts[0].hasSuffix("Enter for more"))
        #expect(parts[1].hasSuffix("Enter for the top"))
        #expect(parts[2] == parts[0])
        #expect(filters[3].contains("Direction out"))
    }
}
