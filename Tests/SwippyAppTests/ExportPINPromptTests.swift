import Foundation
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// `--export-csv` on a terminal asks for the login PIN by name and echoes nothing, as sign-in does.
@Suite("End to end: --export-csv asks for the PIN on a terminal")
struct ExportPINPromptTests {
    @Test func onATerminal_thePromptShows_andThePINIsNotEchoed() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("all.csv")
        let session = try TerminalSession(["--ephemeral", "--export-csv", file.path, "--user", "9876543210"])
        #expect(session.waitFor("Login PIN for Asha Rao: "), "\(session.text)")
        let typed = session.mark
        session.type("4826\r")
        #expect(session.waitForExit() == 0)
        #expect(session.text(after: typed).contains("Exported "))
        #expect(!session.text.contains("4826"), "the PIN is never echoed")
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func piped_asksNothing() throws {
        let folder = try SwippyProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("all.csv")
        let output = try SwippyProcess.run(
            ["--ephemeral", "--export-csv", file.path, "--user", "9876543210"], input: "4826\n")
        #expect(output.status == 0)
        #expect(!output.stdout.contains("Login PIN") && !output.stderr.contains("Login PIN"))
    }
}
