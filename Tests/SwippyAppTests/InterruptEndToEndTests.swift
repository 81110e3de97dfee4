import Foundation
import SwippyTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every wait has its own deadline, counted from when the test acts; no Swift Testing time limit, which counts
/// from when the test was scheduled (under load, minutes queued behind other end-to-end tests).
@Suite("End to end: Ctrl-C")
struct InterruptEndToEndTests {
    @Test func sigint_whileWaitingForInput_exits130WithAShortMessage() throws {
        let running = try RunningSwippy(["--ephemeral"], environment: SwippyProcess.environment())
        // The prompt shows once the handler is installed: a signal sent before it would be lost.
        #expect(running.waitForOutput("Choose an option (1-5) > "), "no prompt: \(running.stderr)")
        kill(running.process.processIdentifier, SIGINT)
        let exited = Waiting.until(seconds: 30) { !running.process.isRunning }
        if !exited { running.kill() }
        let output = running.finish()
        #expect(exited)
        #expect(running.process.terminationReason == .exit)
        #expect(output.status == 130)
        #expect(output.stderr == "\nInterrupted.\n")
    }
}
