import Foundation
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// No secret reaches the trace: one-time codes and every PIN prompt, run in-process with the trace captured.
@MainActor
@Suite("Trace: secrets")
struct TraceSecretsTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func run(_ io: ScriptedIO) throws -> [String] {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        let store = try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(), stateFile: "memory")
        return Trace.capture {
            _ = AppLaunch.runShell(store: store, reader: io, writer: io, clock: clock) { .init(width: 80) }
        }
    }

    @Test func aOneTimeCode_isMasked() throws {
        var code: String?
        let io = ScriptedIO([
            { _ in "2" }, { _ in "" },
            { output in
                code = ScriptedIO.lastCode(in: output)
                return code
            },
            { _ in "q" },
        ])
        let lines = try run(io)
        let typed = try #require(code)
        #expect(io.output.contains("Hello, Asha Rao."))
        #expect(lines.contains { $0.hasPrefix("view     SignIn") && $0.hasSuffix(" ← \"••••\"") })
        #expect(lines.allSatisfy { !$0.contains(typed) })
    }

    @Test func changingTheLoginPIN_masksTheOldAndTheNewPIN() throws {
        let io = ScriptedIO(lines: ["1", "4826", "profile", "3", "4826", "1357", "1357", "q"])
        let lines = try run(io)
        #expect(io.output.contains("Login PIN changed"))
        #expect(lines.filter { $0.hasSuffix(" ← \"••••\"") }.count == 4)
        #expect(lines.allSatisfy { !$0.contains("4826") && !$0.contains("1357") })
    }
}
