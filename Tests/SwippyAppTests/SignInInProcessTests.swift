import Foundation
import SwippyData
import SwippyStorage
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// Runs the whole app in-process through `AppLaunch.runShell` with a scripted terminal, an injected
/// clock and (where needed) a code read back from the printed SMS line.
@MainActor
@Suite("In-process: sign-in by SMS code and session expiry")
struct SignInInProcessTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    func store() throws -> WalletStore {
        let loaded = try MockDataLoader.load(from: SwippyProcess.mockData)
        return try WalletStore(
            mockData: loaded.data, fingerprint: loaded.fingerprint, persistence: MemoryJournal(), stateFile: "memory")
    }

    func run(_ io: ScriptedIO, store: WalletStore) -> ExitCode {
        AppLaunch.runShell(store: store, reader: io, writer: io, clock: clock) { .init(width: 80) }
    }

    @Test func signIn_byCodeReadFromTheSMSLine_opensHome() throws {
        let io = ScriptedIO([
            { _ in "2" }, { _ in "" },
            { output in ScriptedIO.lastCode(in: output) },
            { _ in "profile" }, { _ in "q" },
        ])
        let store = try store()
        #expect(run(io, store: store) == .ok)
        #expect(io.output.contains("[SMS to ••••••3210] Your Swippy code is "))
        #expect(io.output.contains("Welcome, Asha Rao."))
        #expect(io.output.contains("Hello, Asha Rao."))
        #expect(io.output.contains("Profile and settings\n===================="))
        #expect(io.secretReads == 1)
        #expect(store.wallet.settings.lastMobile == "9876543210")
        let encoded = String(decoding: try JSONEncoder.swippy().encode(store.wallet), as: UTF8.self)
        #expect(ScriptedIO.lastCode(in: io.output).map { !encoded.contains($0) } == true)
    }

    @Test func expiry_nextCommandAsksPINThenReturnsToTheSameScreen() throws {
        let io = ScriptedIO([
            { _ in "1" }, { _ in "4826" }, { _ in "profile" },
            { [clock] _ in
                clock.advance(by: 15 * 60)
                return "1"
            },
            { _ in "h" }, { _ in "1111" }, { _ in "4826" }, { _ in "2" }, { _ in "q" },
        ])
        #expect(run(io, store: try store()) == .ok)
        let afterExpiry = io.output.components(separatedBy: "Your session expired after 15 minutes").last ?? ""
        #expect(io.output.contains("Your session expired after 15 minutes without input; that command was not run."))
        #expect(afterExpiry.contains("Session locked"))
        #expect(afterExpiry.contains("Your session is locked: unlock it on this screen, or type s to sign out."))
        #expect(afterExpiry.contains("Wrong PIN. 2 tries left"))
        #expect(afterExpiry.contains("Welcome back, Asha Rao."))
        // Back on Profile, "2" opens Edit email: the screen the user was on, not home, and not Edit name.
        #expect(afterExpiry.contains("Edit email\n=========="))
        #expect(!afterExpiry.contains("Edit name\n========="))
    }

    @Test func expiry_withThePINLocked_offersAOneTimeCode_andUnlocks() throws {
        let io = ScriptedIO([
            { _ in "1" }, { _ in "4826" }, { _ in "profile" },
            { [clock] _ in
                clock.advance(by: 15 * 60)
                return "1"
            },
            { _ in "1111" }, { _ in "1111" }, { _ in "1111" },
            { _ in "4826" }, { _ in "1" },
            { output in ScriptedIO.lastCode(in: output) },
            { _ in "2" }, { _ in "q" },
        ])
        #expect(run(io, store: try store()) == .ok)
        let afterLock = io.output.components(separatedBy: "Sign-in by PIN is locked").dropFirst().joined()
        #expect(
            io.output.contains(
                "Sign-in by PIN is locked after too many wrong PINs. Choose 1 to unlock with a one-time code, or "
                    + "type s to sign out."
            ))
        #expect(afterLock.contains("1. Unlock with a one-time code (SMS)"))
        #expect(afterLock.contains("Unknown choice \"4826\"."))  // the PIN is no longer asked for
        #expect(afterLock.contains("[SMS to ••••••3210] Your Swippy code is "))
        #expect(afterLock.contains("Welcome back, Asha Rao."))
        #expect(afterLock.contains("Edit email\n=========="))
    }

    @Test func expiry_justBeforeTimeout_doesNotLock() throws {
        let io = ScriptedIO([
            { _ in "1" }, { _ in "4826" },
            { [clock] _ in
                clock.advance(by: 15 * 60 - 1)
                return "profile"
            },
            { _ in "q" },
        ])
        #expect(run(io, store: try store()) == .ok)
        #expect(!io.output.contains("Session locked"))
        #expect(io.output.contains("Profile and settings\n===================="))
    }

    @Test func expiry_thenSignOut_returnsToSignIn() throws {
        let io = ScriptedIO([
            { _ in "1" }, { _ in "4826" },
            { [clock] _ in
                clock.advance(by: 3600)
                return "cards"
            },
            { _ in "s" }, { _ in "q" },
        ])
        #expect(run(io, store: try store()) == .ok)
        #expect(io.output.contains("Signed out."))
        let afterSignOut = io.output.components(separatedBy: "Signed out.").last ?? ""
        #expect(afterSignOut.contains("Sign in to Swippy\n=================\nWelcome back, Asha Rao (••••••3210)."))
        #expect(!io.output.contains("Payment cards\n============="))
    }
}
