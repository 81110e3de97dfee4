import Foundation
import SwippyTestSupport
import Testing

/// `--reset` never pulls the state out from under another Swippy: while one has the state open, even idle at
/// the sign-in screen, a reset on the same file exits 74 with one line and removes nothing; the open session
/// goes on. Once it has quit, the reset goes through and leaves no file behind.
@Suite("End to end: --reset while another Swippy has the state open")
struct ResetWhileOpenEndToEndTests {
    @Test func reset_isRefused_whileAnIdleSwippyHasTheState_thenWorksOnceItQuits() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.json")
        let arguments = ["--data", SwippyProcess.mockData.path, "--state", state.path]
        // A first session saves something, so there is a state to lose.
        #expect(try SwippyProcess.run(arguments, input: TraceEndToEndTests.transferInput).status == 0)
        let saved = try Data(contentsOf: state)

        let idle = try RunningSwippy(arguments, environment: SwippyProcess.environment(adding: ["HOME": folder.path]))
        // The state is open before the first screen is drawn: waiting for that screen waits for the lock.
        #expect(idle.waitForOutput("Sign in to Swippy"))

        let refused = try SwippyProcess.run(arguments + ["--reset"], input: "q\n")

        #expect(refused.status == 74)
        #expect(
            refused.stderr == "swippy: \(state.path): cannot write: another Swippy has it open; nothing was reset\n")
        #expect(try Data(contentsOf: state) == saved)

        idle.send(SwippyProcess.signInAsDemoUser + "q\n")
        let idleEnd = idle.finish()
        #expect(idleEnd.status == 0, "the open session's next action still works")

        let reset = try SwippyProcess.run(arguments + ["--reset"], input: "q\n")
        #expect(reset.status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("state") }
        #expect(left.isEmpty)
    }
}
