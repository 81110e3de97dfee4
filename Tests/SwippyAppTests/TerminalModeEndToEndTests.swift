import Foundation
import SwippyTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every way out of the app on a terminal leaves the terminal as it found it: the slave side's attributes
/// after the app exits equal those before it started.
@Suite("End to end: the terminal mode is restored", .enabled(if: SwippyProcess.terminalAvailable))
struct TerminalModeEndToEndTests {
    @Test func controlC_whileEditing_exits130_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        #expect(session.attributes() != before, "raw mode while a line is read")
        session.type("car\u{03}")
        #expect(session.waitForExit() == 130)
        #expect(session.text.hasSuffix("\r\nInterrupted.\r\n"))
        #expect(session.attributes() == before)
    }

    @Test func controlC_atAPINPrompt_exits130_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        session.enter("1", nextPrompt: "Login PIN > ")
        session.type("48\u{03}")
        #expect(session.waitForExit() == 130)
        #expect(session.text.contains("Interrupted."))
        #expect(!session.text.contains("48"))
        #expect(session.attributes() == before)
    }

    @Test func sigint_whileEditing_exits130_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        kill(session.process.processIdentifier, SIGINT)
        #expect(session.waitForExit() == 130)
        #expect(session.attributes() == before)
    }

    @Test func sigterm_whileEditing_stillEndsTheApp_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        session.process.terminate()
        _ = session.waitForExit()
        #expect(session.process.terminationReason == .uncaughtSignal)
        #expect(session.process.terminationStatus == SIGTERM)
        #expect(session.attributes() == before)
    }

    @Test func controlD_onAnEmptyLine_exits0_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        session.type("\u{04}")
        #expect(session.waitForExit() == 0)
        #expect(session.attributes() == before)
    }

    @Test func quit_exits0_andRestoresTheTerminal() throws {
        let session = try TerminalSession()
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        session.type("q\r")
        #expect(session.waitForExit() == 0)
        #expect(session.attributes() == before)
    }

    @Test func aSaveFailure_exits74_andRestoresTheTerminal() throws {
        let directory = try SwippyProcess.temporaryDirectory()
        let folder = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = try TerminalSession(["--state", folder.appendingPathComponent("state.json").path])
        let before = session.attributes()
        #expect(session.waitForPrompt(after: 0))
        session.enter("1", nextPrompt: "Login PIN > ")
        // The state folder becomes a file: checking the PIN cannot be saved.
        try FileManager.default.removeItem(at: folder)
        try Data("not a folder".utf8).write(to: folder)
        session.type("4826\r")
        #expect(session.waitForExit() == 74)
        #expect(session.text.contains("cannot write"))
        #expect(session.attributes() == before)
    }
}
