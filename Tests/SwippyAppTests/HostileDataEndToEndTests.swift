import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

@Suite("End to end: hostile data and state files end with one short, escaped exit-65 line")
struct HostileDataEndToEndTests {
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    @Test func aHostileValueInMockData_givesOneShortEscapedLine() throws {
        let hostile = "\u{1B}]52;c;cHduZWQ=\u{7}\u{1B}[2J\u{1B}[?1049h\rPAID" + String(repeating: "A", count: 20_000)
        let data = try DataFiles.write { object in
            guard var accounts = object["accounts"] as? [[String: Any]] else { throw DataFileProblem("no accounts") }
            accounts[0]["user_id"] = hostile
            object["accounts"] = accounts
        }
        let output = try SwippyProcess.run(["--ephemeral", "--data", data.path], input: "")
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("swippy: \(data.path): accounts[0].user_id: no user has id \"␍PAIDAAA"))
        #expect(output.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!output.stderr.dropLast().unicodeScalars.contains(where: Self.isControl))
        // Short apart from the data file's own path, which the line names.
        #expect(output.stderr.count - data.path.count < 150)
        #expect(output.stdout.isEmpty)
    }

    @Test func anImpossibleConfigNumber_exits65InsteadOfCrashing() throws {
        let data = try DataFiles.write { object in
            guard var config = object["config"] as? [String: Any] else { throw DataFileProblem("no config") }
            config["session_timeout_minutes"] = 153_722_867_280_912_931
            object["config"] = config
        }
        let output = try SwippyProcess.run(
            ["--ephemeral", "--data", data.path], input: SwippyProcess.signInAsDemoUser + "q\n")
        #expect(output.status == 65)
        #expect(
            output.stderr == "swippy: \(data.path): config.session_timeout_minutes: "
                + "must be between 1 and 1440, found 153722867280912931\n")
    }

    @Test func aDuplicatedKeyInTheStateFile_exits65NamingItAndLeavesTheFile() throws {
        let state = try SwippyProcess.temporaryDirectory().appendingPathComponent("state.json")
        let text = "{\"version\": 1, \"version\": 1, \"data_fingerprint\": \"x\", \"wallet\": {}}"
        try Data(text.utf8).write(to: state)
        let output = try SwippyProcess.run(["--state", state.path], input: "q\n")
        #expect(output.status == 65)
        #expect(
            output.stderr
                == "swippy: \(state.path): version: duplicate key \"version\"" + AppLaunch.stateWayOut + "\n")
        #expect(try Data(contentsOf: state) == Data(text.utf8))
    }
}
