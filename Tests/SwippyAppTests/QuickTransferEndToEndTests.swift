import Foundation
import SwippyTestSupport
import Testing

/// Home offers the most recent payees as quick transfers: after paying Rahul, `t1` opens the send prefilled
/// (Enter keeps the amount and the note); the PIN still confirms it.
@Suite("End to end: quick transfer on home")
struct QuickTransferEndToEndTests {
    @Test func afterPayingRahul_t1_sendsToHimAgain_inOneStep() throws {
        let steps = [
            "transfer", "1", "3", "9123456780", "1", "500", "Lunch", "1", "592741", "1", "t1", "", "", "1", "592741",
            "1", "q",
        ]
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + steps.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Quick transfer"))
        #expect(output.stdout.contains("Rahul Mehta"))
        #expect(output.stdout.components(separatedBy: "Sent ₹500.00 to Rahul Mehta.").count == 3)
    }
}
