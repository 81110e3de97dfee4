import SwippyCore
import Testing

@testable import SwippyApp

/// Home's words work from every screen where they cannot be mistaken for an answer.
@MainActor
@Suite("Home words from any screen")
struct HomeWordsAnywhereTests {
    /// The top screen's name and the whole stack's depth after the app ran `lines`.
    func ran(_ lines: [String]) throws -> (top: String, depth: Int, output: String) {
        let app = try InProcessApp(lines)
        _ = app.shell.run()
        let navigator = app.router.navigator
        return (navigator.top.map(Trace.name(of:)) ?? "", navigator.depth, app.io.output)
    }

    @Test func aHomeWord_atAChoice_leavesTheFlow_asHWould_andOpensItsFeature() throws {
        let (top, depth, _) = try ran(["transfer", "history"])
        #expect(top.hasPrefix("History."))
        #expect(depth == 2)
    }

    @Test func aHomeWord_inAnyCase_fromDeeperInAFlow() throws {
        let (top, depth, _) = try ran(["cards", "1", "ACCOUNTS"])
        #expect(top.hasPrefix("Accounts."))
        #expect(depth == 2)
    }

    @Test func aPromptThatTakesText_keepsTheWord() throws {
        // transfer › saved payee › the first › from the first account: the amount prompt takes text.
        let (top, _, output) = try ran(["transfer", "1", "1", "1", "history"])
        #expect(top.hasPrefix("Transfer."))
        #expect(!output.contains("Unknown choice \"history\""))
    }

    @Test func aWordThatIsNoFeature_stillReachesTheScreen() throws {
        let (top, _, output) = try ran(["transfer", "histories"])
        #expect(top.hasPrefix("Transfer."))
        #expect(output.contains("Unknown choice \"histories\""))
    }
}
