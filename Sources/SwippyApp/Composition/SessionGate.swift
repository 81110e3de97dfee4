import Foundation
import SwippyData

/// Expires the session after `timeout` without input. On a terminal the shell waits for a key no longer than
/// that, so the lock screen replaces the balances when the time runs out and the next key typed goes to it;
/// where it cannot wait (piped input) the next command is not run and the lock screen comes instead. While the
/// lock screen is up, home and back cannot get around it.
@MainActor
final class SessionGate: CommandGate {
    private let clock: any WallClock
    private let timeout: TimeInterval
    private var lastInput: Date?
    /// True while the lock screen is waiting for the PIN.
    private(set) var isLocked = false
    /// Shows the lock screen; true when a command typed after the timeout was not run.
    var onExpire: (_ commandLost: Bool) -> Void = { _ in }
    /// Says one line to the user.
    var onRefuse: (String) -> Void = { _ in }

    init(clock: any WallClock, timeoutMinutes: Int) {
        self.clock = clock
        self.timeout = TimeInterval(max(1, timeoutMinutes) * 60)
    }

    /// The timeout in whole minutes.
    var timeoutMinutes: Int { Int(timeout / 60) }

    /// A user signed in: the timer starts now.
    func begin() {
        lastInput = clock.now
        isLocked = false
    }

    /// The user signed out: nothing expires until the next sign-in.
    func end() {
        lastInput = nil
        isLocked = false
    }

    /// The PIN was entered on the lock screen: the timer starts again.
    func unlock() {
        isLocked = false
        lastInput = clock.now
    }

    func intercept(_ command: String) -> Bool {
        guard let last = lastInput else { return false }
        if isLocked {
            guard Self.escapeWords.contains(command.lowercased()) else { return false }
            onRefuse("Your session is locked: unlock it on this screen, or type s to sign out.")
            return true
        }
        let now = clock.now
        guard now.timeIntervalSince(last) < timeout else {
            isLocked = true
            onExpire(true)
            return true
        }
        lastInput = now
        return false
    }

    /// Seconds left before the session expires; nil when nothing can expire (nobody signed in, or locked).
    var secondsUntilTimeout: Double? {
        guard let last = lastInput, !isLocked else { return nil }
        return max(0, timeout - clock.now.timeIntervalSince(last))
    }

    /// The time ran out while the shell waited for a key: the lock screen comes now, and no command is lost.
    func inputTimedOut() {
        guard lastInput != nil, !isLocked else { return }
        isLocked = true
        onExpire(false)
    }

    private static let escapeWords: Set<String> = ["h", "home", "b", "back"]
}
