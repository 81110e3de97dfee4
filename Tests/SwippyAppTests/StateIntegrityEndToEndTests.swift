import Foundation
import SwippyTestSupport
import Testing

/// Issue 26 end to end: a CSV export that no spreadsheet runs as formulas, a state made private again when
/// it is opened, and a cut journal refused with one line.
@Suite("End to end: state integrity and safe CSV")
struct StateIntegrityEndToEndTests {
    static let environment = ["TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    static let transfer = TraceEndToEndTests.transferInput

    @Test func exportedFormulaCells_getALeadingQuote_andAmountsStayNumbers() throws {
        let data = try DataFiles.write { object in
            try object.edit("transactions", 0) { $0["note"] = "=HYPERLINK(\"http://evil\",\"x\")" }
            try object.edit("transactions", 1) { $0["counterparty"] = "+1+cmd|' /C calc'!A0" }
        }
        let file = data.deletingLastPathComponent().appendingPathComponent("all.csv").path
        let output = try SwippyProcess.run(
            ["--data", data.path, "--ephemeral", "--export-csv", file, "--user", "9876543210"], input: "4826\n",
            environment: Self.environment)
        #expect(output.status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(",\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\","))
        #expect(text.contains(",'+1+cmd|' /C calc'!A0,"))
        #expect(text.contains(",-899.00,INR,"))
        #expect(!text.contains(",=") && !text.contains(",+"))
    }

    @Test func aStateOpenToOthers_isMadePrivateAgain_withOneNotice() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        let state = folder.appendingPathComponent("state.json").path
        let first = try SwippyProcess.run(["--state", state], input: Self.transfer, environment: Self.environment)
        #expect(first.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        chmod(state, 0o644)
        chmod(state + ".key", 0o644)
        chmod(folder.path, 0o755)
        let second = try SwippyProcess.run(["--state", state], input: "q\n", environment: Self.environment)
        #expect(second.status == 0)
        #expect(
            second.stderr == "Swippy made its state private again: state.json, state.json.key, "
                + "\(folder.lastPathComponent)/ in \(folder.path) could be read or changed by other users; "
                + "now only you can.\n"
        )
        for path in [state, state + ".key", state + ".anchor"] {
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        }
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int == 0o700)
    }

    @Test func aJournalWithItsLastLineCut_isRefusedWithOneLine_andLeftAsItIs() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json").path
        let first = try SwippyProcess.run(["--state", state], input: Self.transfer, environment: Self.environment)
        #expect(first.stdout.contains("Sent ₹500.00 to Priya Sharma."))
        let journal = try Data(contentsOf: URL(fileURLWithPath: state))
        let cut = journal.prefix((journal.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? 0) + 1)
        try cut.write(to: URL(fileURLWithPath: state))
        let second = try SwippyProcess.run(["--state", state], input: "q\n", environment: Self.environment)
        #expect(second.status == 65)
        #expect(second.stderr.hasPrefix("swippy: \(state): change "))
        #expect(
            second.stderr.hasSuffix(
                " is missing: state.json.anchor records them as saved "
                    + "(the journal was cut, or an older copy put back); not trusted, left as it is\nTo go on, restore "
                    + "the state files from a backup, or run again with --reset to start over from MockData (this "
                    + "discards the saved changes).\n"))
        #expect(second.stderr.filter { $0 == "\n" }.count == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == cut)
    }
}
