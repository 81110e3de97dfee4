import Foundation
import Testing

@testable import swippy_bench

@Suite("swippy-bench --help")
struct BenchHelpTests {
    @Test func help_isAskedFor_byEitherSpelling_andNamesEveryFlag() throws {
        for flag in ["--help", "-h"] {
            #expect(try BenchPlan(arguments: [flag]).showsHelp)
        }
        for flag in [
            "--quick", "--runs", "--keep", "--generate", "--queries", "--ledger-journal", "--starts", "--help",
        ] {
            #expect(BenchPlan.help.contains(flag), "\(flag)")
        }
    }

    @Test func theBinary_printsUsageOnStdout_andExitsZero() throws {
        let binary: URL = try #require(Self.benchBinary())
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--help"]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(out.hasPrefix("usage: swippy-bench"))
        #expect(err.isEmpty)
    }

    /// The built swippy-bench, beside the test bundle in the build folder.
    private static func benchBinary() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("swippy-bench")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
