import Foundation
import SwippyTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("End to end: Ctrl-C")
struct InterruptEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func sigint_whileWaitingForInput_exits130WithAShortMessage() throws {
        let running = try RunningSwippy(["--ephemeral"], environment: SwippyProcess.environment())
        #expect(running.waitForOutput("Choose an option (1-5) > ", seconds: 10))
        kill(running.process.processIdentifier, SIGINT)
        let exited = Waiting.until(seconds: 5) { !running.process.isRunning }
        if !exited { running.process.terminate() }
        let output = running.finish()
        #expect(exited)
        #expect(running.process.terminationReason == .exit)
        #expect(output.status == 130)
        #expect(output.stderr == "\nInterrupted.\n")
    }
}
