import Foundation
import SwippyCore
import SwippyTestSupport
import Testing

@testable import SwippyApp

/// The idle lock hides the balances when the time runs out, not at the next key, and the next key typed goes
/// to the lock screen instead of being thrown away.
@MainActor
@Suite("Idle lock when the time runs out")
struct IdleLockTests {
    @Test func theTimeRunningOut_locksAtOnce_andTheNextLineUnlocks() throws {
        let app = try InProcessApp(["accounts", ShellScript.idle, "4826", "b"])
        _ = app.shell.run()
        let output = app.io.output
        let locked = try #require(output.range(of: "Your session expired after 15 minutes without input."))
        // The lock screen came before any key: after it, the PIN typed unlocked and Accounts came back.
        #expect(!output.contains("that command was not run"))
        #expect(app.io.secretReads.suffix(3).first == true, "the line after the lock is read as a secret")
        let afterLock = output[locked.upperBound...]
        #expect(afterLock.contains("Accounts"))
        #expect(app.router.navigator.depth == 1, "b after unlocking went back home")
        #expect(app.router.sessionGate.isLocked == false)
    }

    @Test func everyReadAfterSignIn_isGivenTheTimeLeft() throws {
        let app = try InProcessApp(["accounts", "b"])
        _ = app.shell.run()
        let limits = app.io.idleLimits.compactMap { $0 }
        #expect(limits.count == 3)
        #expect(limits.allSatisfy { $0 > 14 * 60 && $0 <= 15 * 60 })
    }

    @Test func whileLocked_theShellWaitsForEver() throws {
        let app = try InProcessApp([ShellScript.idle, "1111"])
        _ = app.shell.run()
        #expect(app.router.sessionGate.isLocked)
        #expect(app.io.idleLimits.last == .some(nil))
    }

    @Test func theGate_countsTheTimeLeft_fromTheLastInput() {
        let clock = ManualClock(Date(timeIntervalSince1970: 0))
        let gate = SessionGate(clock: clock, timeoutMinutes: 2)
        #expect(gate.secondsUntilTimeout == nil, "nobody signed in")
        gate.begin()
        clock.now = clock.now.addingTimeInterval(30)
        #expect(gate.secondsUntilTimeout == 90)
        _ = gate.intercept("1")
        #expect(gate.secondsUntilTimeout == 120)
        var lost: [Bool] = []
        gate.onExpire = { lost.append($0) }
        gate.inputTimedOut()
        #expect(gate.isLocked && lost == [false])
        #expect(gate.secondsUntilTimeout == nil)
        gate.inputTimedOut()
        #expect(lost == [false], "locks once")
    }
}
