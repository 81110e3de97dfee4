import Foundation
import SwippyTestSupport
import Testing

/// Issue 39, item 7: a binary built in the package finds the shipped MockData from any working directory,
/// wherever the binary itself lies.
@Suite("End to end: MockData found from any working directory")
struct EngineMockDataLocationTests {
    @Test func theBuiltBinary_startedInTheRootFolder_findsMockData() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + "q\n", workingDirectory: URL(fileURLWithPath: "/"))
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stderr.contains("file not found"))
        #expect(output.stdout.contains("Asha"))
    }

    /// A copy outside the package: neither its folder nor the working directory leads to MockData, only the
    /// package it was built in.
    @Test func aCopyOutsideThePackage_startedInTheRootFolder_findsMockData() throws {
        let folder = try RepositoryFiles.temporaryDirectory("swippy-copy")
        let copy = folder.appendingPathComponent("swippy")
        try FileManager.default.copyItem(at: SwippyProcess.executable, to: copy)
        let running = try RunningSwippy(
            ["--ephemeral"], executable: copy, environment: SwippyProcess.environment(),
            workingDirectory: URL(fileURLWithPath: "/"))
        running.send(SwippyProcess.signInAsDemoUser + "q\n")
        let output = running.finish()
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Asha"))
    }
}
