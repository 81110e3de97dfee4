import Foundation
import SwippyTestSupport
import Testing

/// Issue 10, item 10: times are stored in UTC and shown in the user's zone (TZ) with its abbreviation, on
/// every screen; the harness runs in TZ=UTC unless a test sets TZ.
@Suite("End to end: local times with their zone")
struct LocalTimeEndToEndTests {
    /// Home's newest activity, then dispute DSP-1001 (raised 2026-10-30T10:00:00Z) with its timeline.
    private static let script = SwippyProcess.signInAsDemoUser + "dispute\n2\n1\nq\n"
    /// Home's dates are compact within the current year: the tests pin the year.
    private static let now = ["SWIPPY_TEST_NOW": "2026-11-22T10:00:00Z"]

    @Test func inKolkata_everyTimeIsLocal_andSaysIST() throws {
        let output = try SwippyProcess.run(
            input: Self.script, environment: Self.now.merging(["TZ": "Asia/Kolkata"]) { $1 })
        #expect(output.status == 0)
        // Uber India at 2026-11-12T12:21:00Z is 17:51 in India.
        #expect(output.stdout.contains("Recent activity · Times in IST\n"))
        #expect(output.stdout.contains("  12 Nov, 17:51  Uber India"))
        #expect(output.stdout.contains("  Raised       30 Oct 2026, 15:30 IST\n"))
        #expect(output.stdout.contains("  30 Oct 2026, 15:30 IST  open       Dispute raised\n"))
        #expect(!output.stdout.contains("12:21"))
        #expect(!output.stdout.contains("GMT"))
    }

    @Test func inNewYork_theSameMomentsAreEarlier_andSayEST_orEDT() throws {
        let output = try SwippyProcess.run(
            input: Self.script, environment: Self.now.merging(["TZ": "America/New_York"]) { $1 })
        #expect(output.stdout.contains("Recent activity · Times in EST\n"))
        #expect(output.stdout.contains("  12 Nov, 07:21  Uber India"))
        // 30 Oct is still summer time in New York.
        #expect(output.stdout.contains("  Raised       30 Oct 2026, 06:00 EDT\n"))
    }

    @Test func withoutTZ_theHarnessPinsUTC_soTheMachinesZoneCannotChangeAResult() throws {
        let output = try SwippyProcess.run(input: Self.script, environment: Self.now)
        #expect(output.stdout.contains("Recent activity · Times in GMT\n"))
        #expect(output.stdout.contains("  12 Nov, 12:21  Uber India"))
        #expect(output.stdout.contains("  Raised       30 Oct 2026, 10:00 GMT\n"))
    }

    @Test func aTransferResult_inKolkata_saysIST() throws {
        let output = try SwippyProcess.run(
            input: SwippyProcess.signInAsDemoUser + "transfer\n1\n1\n1\n100\n\ny\n592741\nq\n",
            environment: ["TZ": "Asia/Kolkata"])
        let result = try #require(output.stdout.components(separatedBy: "Send money · Sent").last)
        let line = try #require(result.split(separator: "\n").first { $0.hasPrefix("  Transaction  ") })
        #expect(line.hasSuffix(" IST · Priya Sharma · -₹100.00"))
    }
}
