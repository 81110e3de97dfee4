import Foundation
import Testing

/// `--trace` and `SWIPPY_TRACE=FILE` through the real binary: a whole transfer, hop by hop, and no PIN in it.
@Suite("End to end: --trace")
struct TraceEndToEndTests {
    static let loginPIN = "4826"
    static let transactionPIN = "592741"
    /// Sign in, send ₹500 to the first saved beneficiary, confirm with the transaction PIN, quit.
    static let transferInput =
        ["1", loginPIN, "transfer", "1", "1", "1", "500", "Rent", "1", transactionPIN, "q"]
        .joined(separator: "\n") + "\n"

    @Test func trace_onStderr_showsEveryHopOfATransfer() throws {
        let output = try SwippyProcess.run(["--ephemeral", "--trace"], input: Self.transferInput)
        #expect(output.status == 0)
        #expect(output.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        Self.expectTheHopsOfATransfer(in: output.stderr.components(separatedBy: "\n"))
    }

    @Test func trace_intoTheFileNamedBySWIPPY_TRACE_leavesStderrEmpty() throws {
        let file = try SwippyProcess.temporaryDirectory().appendingPathComponent("trace.log")
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: Self.transferInput, environment: ["SWIPPY_TRACE": file.path])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let trace = try String(contentsOf: file, encoding: .utf8)
        Self.expectTheHopsOfATransfer(in: trace.components(separatedBy: "\n"))
    }

    @Test func trace_withAStateFile_timesEachSave() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let output = try SwippyProcess.run(["--state", state.path, "--trace"], input: Self.transferInput)
        #expect(output.status == 0)
        let saves = output.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("store    save ") }
        // Each save appends one line to the journal: the last save wrote the journal's last line.
        let lastLine = try String(contentsOf: state, encoding: .utf8).split(separator: "\n").last.map {
            $0.utf8.count + 1
        }
        #expect(saves.last?.hasPrefix("store    save \(lastLine ?? -1) bytes in ") == true)
    }

    @Test func noTrace_withoutTheFlagOrTheVariable() throws {
        let output = try SwippyProcess.run(["--ephemeral"], input: Self.transferInput)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
    }

    @Test func anUnwritableTraceFile_stopsAtStartWith74() throws {
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: "q\n", environment: ["SWIPPY_TRACE": "/nonexistent-swippy-dir/trace.log"])
        #expect(output.status == 74)
        #expect(
            output.stderr == "swippy: /nonexistent-swippy-dir/trace.log: cannot write the trace file (SWIPPY_TRACE)\n")
        #expect(output.stdout.isEmpty)
    }

    /// The input, state change, push and save of each step, in order; secrets masked.
    static func expectTheHopsOfATransfer(in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        var cursor = 0
        /// Finds the next line matching `test` after the previous find; records an issue when there is none.
        func next(_ what: String, _ test: (String) -> Bool) {
            guard let index = lines[cursor...].firstIndex(where: test) else {
                Issue.record(
                    "no \(what) after line \(cursor) in:\n\(lines.joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
                return
            }
            cursor = index + 1
        }
        next("sign-in screen") { $0.hasPrefix("router   root SignIn") }
        next("the login PIN, masked") { $0.hasPrefix("view     ") && $0.hasSuffix(" ← \"••••\"") }
        next("the save of the sign-in") { $0.hasPrefix("store    save ") }
        next("home") { $0 == "router   root HomePresenter" }
        next("the home word") { $0 == "view     HomePresenter ← \"transfer\"" }
        next("the transfer's first screen") { $0.hasPrefix("router   push ") && $0.hasSuffix(" · depth 2") }
        next("the amount typed") { $0.hasPrefix("view     ") && $0.hasSuffix(" ← \"500\"") }
        next("the state change it caused") {
            $0.hasPrefix("state    ") && $0.contains("Transfer") && $0.contains("Interactor.")
        }
        next("the confirmation") { $0.hasPrefix("router   push ") }
        next("the transaction PIN, masked") { $0.hasPrefix("view     ") && $0.hasSuffix(" ← \"••••\"") }
        next("the save of the transfer") { isSaveLine($0) }
        next("the state change after it") { $0.hasPrefix("state    ") && $0.contains(" observer") }
        next("quit") { $0 == "shell    quit" }
        let tokens = Set(lines.flatMap { $0.split(whereSeparator: { !$0.isNumber }) }.map(String.init))
        #expect(!tokens.contains(loginPIN), "the login PIN is in the trace", sourceLocation: sourceLocation)
        #expect(!tokens.contains(transactionPIN), "the transaction PIN is in the trace", sourceLocation: sourceLocation)
        #expect(
            lines.allSatisfy { !$0.contains(loginPIN) && !$0.contains(transactionPIN) }, sourceLocation: sourceLocation)
    }

    /// "store    save 17322 bytes in 0.04 ms"
    static func isSaveLine(_ line: String) -> Bool {
        line.wholeMatch(of: /store    save \d+ bytes in \d+\.\d\d ms/) != nil
    }
}
