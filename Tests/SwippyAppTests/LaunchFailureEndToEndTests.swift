import Foundation
import SwippyTestSupport
import Testing

@Suite("End to end: launch failures and exit codes")
struct LaunchFailureEndToEndTests {
    @Test func anUnknownFlag_exits64WithOneLine() throws {
        let output = try SwippyProcess.run(["--bogus"], input: "")
        #expect(output.status == 64)
        #expect(output.stderr == "swippy: unknown option '--bogus'. Try 'swippy --help'.\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func aMissingDataFile_exits65NamingTheFile() throws {
        let path = try SwippyProcess.temporaryDirectory().appendingPathComponent("missing.json").path
        let output = try SwippyProcess.run(["--ephemeral", "--data", path], input: "")
        #expect(output.status == 65)
        #expect(output.stderr == "swippy: \(path): file not found\n")
    }

    @Test func aMalformedDataFile_exits65WithThePath() throws {
        let data = try DataFiles.write { object in
            guard var accounts = object["accounts"] as? [[String: Any]] else { throw DataFileProblem("no accounts") }
            accounts[1]["balance"] = -5
            object["accounts"] = accounts
        }
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: "")
        #expect(output.status == 65)
        #expect(output.stderr == "swippy: \(data.path): accounts[1].balance: balance must not be negative\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func aDataFileWithBadSyntax_exits65WithTheLine() throws {
        let url = try SwippyProcess.temporaryDirectory().appendingPathComponent("bad.json")
        try Data("{\n  \"schema_version\": 1,\n  oops\n}\n".utf8).write(to: url)
        let output = try SwippyProcess.run(["--ephemeral", "--data", url.path], input: "")
        #expect(output.status == 65)
        #expect(output.stderr == "swippy: \(url.path): line 3, column 3: not valid JSON\n")
    }

    @Test func aCorruptStateFile_exits65AndIsLeftByteIdentical() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let corrupt = Data("{\"version\": 1, \"wallet\": [oops".utf8)
        try corrupt.write(to: state)
        let output = try SwippyProcess.run(["--state", state.path], input: "q\n")
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("swippy: \(state.path): "))
        // What is wrong on one line, what to do on the next.
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("To go on, restore the state files") == true)
        #expect(try Data(contentsOf: state) == corrupt)
    }

    @Test func aStateFileForOtherData_exits65() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json")
        let saved =
            "{\"version\": 1, \"data_fingerprint\": \"other\", \"wallet\": {\"users\": [], \"accounts\": [], "
            + "\"cards\": [], \"transactions\": []}}"
        try Data(saved.utf8).write(to: state)
        let output = try SwippyProcess.run(["--state", state.path], input: "q\n")
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("swippy: \(state.path): data_fingerprint: saved for a different MockData file"))
    }

    @Test func anUnwritableStateLocation_exits74() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("file")
        try Data("not a directory".utf8).write(to: file)
        let state = file.appendingPathComponent("state.json")
        let output = try SwippyProcess.run(["--state", state.path], input: "q\n")
        #expect(output.status == 74)
        #expect(output.stderr == "swippy: \(state.path): cannot write: cannot create \(file.path)\n")
    }

    @Test func ephemeral_writesNoStateFile() throws {
        let home = try SwippyProcess.temporaryDirectory()
        let output = try SwippyProcess.run(
            ["--ephemeral"], input: SwippyProcess.signInAsDemoUser + "cards\nq\n",
            environment: ["XDG_STATE_HOME": home.path])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Payment cards\n============="))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func reset_discardsACorruptStateFile() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        try Data("garbage".utf8).write(to: state)
        let output = try SwippyProcess.run(["--state", state.path, "--reset"], input: "q\n")
        #expect(output.status == 0)
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }
}
