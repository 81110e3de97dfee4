import Foundation
import SwippyData

/// Expires the session after `timeout` without input: the next command is not run; instead the
/// lock screen asks for the PIN, and while it is up, home and back cannot get around it.
@MainActor
final class SessionGate: CommandGate {
    private let clock: any WallClock
    private let timeout: TimeInterval
    private var lastInput: Date?
    /// True while the lock screen is waiting for the PIN.
    private(set) var isLocked = false
    /// Shows the lock screen.
    var onExpire: () -> Void = {}
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
            onExpire()
            return true
        }
        lastInput = now
        return false
    }

    private static let escapeWords: Set<String> = ["h", "home", "b", "back"]
}
