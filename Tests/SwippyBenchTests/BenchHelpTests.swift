import Foundation
import SwippyTestSupport
import Testing

@testable import swippy_bench

@Suite("swippy-bench --help")
struct BenchHelpTests {
    @Test func help_isAskedFor_byEitherSpelling_andNamesEveryFlag() throws {
        for flag in ["--help", "-h"] {
            #expect(try BenchPlan(arguments: [flag]).showsHelp)
        }
        for flag in [
            "--quick", "--runs", "--keep", "--generate", "--queries", "--ledger-journal", "--plain", "--starts",
            "--help",
        ] {
            #expect(BenchPlan.help.contains(flag), "\(flag)")
        }
    }

    @Test func plain_asksForThePlainJournal_andOnlyWithLedgerJournal() throws {
        #expect(BenchPlan.usage.contains("--ledger-journal FILE JOURNAL [--plain]"))
        #expect(throws: BenchError.self) { try BenchPlan(arguments: ["--plain"]) }
        let plain = try BenchPlan(arguments: ["--ledger-journal", "data.json", "j.ledger", "--plain"])
        #expect(plain.ledgerKind == .plain)
        #expect(plain.ledgerJournal?.journal == "j.ledger")
        #expect(try BenchPlan(arguments: ["--ledger-journal", "data.json", "j.ledger"]).ledgerKind == .detailed)
    }

    @Test func theBinary_printsUsageOnStdout_andExitsZero() throws {
        let binary = try #require(SwippyProcess.built("swippy-bench"))
        // Both streams are read at once: a child that fills one pipe cannot stall on the other.
        let output = try RunningSwippy(["--help"], executable: binary, environment: ["PATH": "/usr/bin:/bin"]).finish()
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("usage: swippy-bench"))
        #expect(output.stderr.isEmpty)
    }
}
