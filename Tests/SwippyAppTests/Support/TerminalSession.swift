import Foundation
import SwippyTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real swippy in a pseudo-terminal, as in a terminal window: its standard input, output and error
/// are all the terminal's slave side, with a window size set. The test types bytes on the master side and
/// reads what the terminal shows; every wait has a deadline, so a hung app fails the test instead of
/// hanging `swift test`.
final class TerminalSession {
    let process = Process()
    private let master: Int32
    /// Kept open by the test, so the terminal's attributes can be read after the app has exited.
    let slave: Int32
    private(set) var received: [UInt8] = []

    /// The terminal's width: a prompt wider than the editor allows is drawn shortened ("…").
    let columns: Int

    init(
        _ arguments: [String] = ["--ephemeral"], columns: UInt16 = 80, rows: UInt16 = 24,
        environment: [String: String] = [:]
    ) throws {
        self.columns = Int(columns)
        (master, slave) = try SwippyProcess.openTerminalPair()
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        process.executableURL = SwippyProcess.executable
        process.arguments = arguments
        var env = [
            "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm", "NO_COLOR": "1", "TZ": "UTC",
            "LANG": "C.UTF-8",
        ]
        env["XDG_STATE_HOME"] = RepositoryFiles.temporaryPath("swippy-state").path
        env["XDG_CACHE_HOME"] = RepositoryFiles.temporaryPath("swippy-cache").path
        env.merge(environment) { $1 }
        process.environment = ChildProfile.environment(env)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    deinit {
        stop()
        close(master)
        close(slave)
    }

    /// What the terminal received so far, as text.
    var text: String { String(decoding: received, as: UTF8.self) }

    /// A position in what was received, to look only at what comes after it.
    var mark: Int { received.count }

    /// What the terminal received after `mark`.
    func text(after mark: Int) -> String { String(decoding: received[min(mark, received.count)...], as: UTF8.self) }

    /// Types `bytes` as keys.
    func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }

    func type(_ text: String) { type(Array(text.utf8)) }

    /// Waits until the terminal shows `expected` after `mark`; false when `seconds` pass first.
    @discardableResult
    func waitFor(_ expected: String, after mark: Int = 0, seconds: Double = 30) -> Bool {
        waitUntil(seconds: seconds) { self.text(after: mark).contains(expected) }
    }

    /// The sign-in and home menus' prompts, either of which a step without its own prompt ends at.
    static let menuPrompts = ["Choose an option (1-5) > ", "Choose an option (1-8) > "]

    /// The prompt rows the editor draws for `prompt`, or for either menu prompt, as the editor draws an (ASCII)
    /// prompt on this width: whole while it fits the row with a column to spare, else "…" and its end, leaving
    /// the text 10 columns or half the row.
    private func rows(_ prompt: String?) -> [String] {
        let usable = max(columns, 4) - 1
        let fit = usable - min(usable / 2, 10)
        return (prompt.map { [$0] } ?? Self.menuPrompts).map { prompt in
            "\r" + (prompt.count >= usable ? "…" + String(prompt.suffix(fit - 1)) : prompt) + "\u{1B}[K"
        }
    }

    /// Waits for the line editor's prompt row `prompt` (or a menu's) drawn after `mark` (raw mode is on once it shows).
    @discardableResult
    func waitForPrompt(_ prompt: String? = nil, after mark: Int, seconds: Double = 30) -> Bool {
        let expected = rows(prompt)
        return waitUntil(seconds: seconds) { expected.contains { self.text(after: mark).contains($0) } }
    }

    /// Types `line` and Enter, and waits for the line to be submitted (the editor's newline) and the
    /// next prompt row `nextPrompt` (or a menu's) to be drawn empty; returns the mark from before the line was typed.
    /// `line` must not show Tab's candidates (they start a line of their own).
    @discardableResult
    func enter(_ line: String, nextPrompt: String? = nil, seconds: Double = 30) -> Int {
        let start = mark
        let expected = rows(nextPrompt)
        type(line + "\r")
        let shown = waitUntil(seconds: seconds) {
            let after = self.text(after: start)
            guard let submitted = after.range(of: "\r\n") else { return false }
            return expected.contains { after[submitted.upperBound...].contains($0) }
        }
        if !shown {
            Issue.record(
                """
                no \(expected.debugDescription) after typing \(line.debugDescription): \
                \(text(after: start).debugDescription)
                """
            )
        }
        return start
    }

    /// Waits for the app to exit and returns its status, or nil (and stops it) when it does not within `seconds`.
    func waitForExit(seconds: Double = 30) -> Int32? {
        let exited = waitUntil(seconds: seconds) { !self.process.isRunning }
        guard exited else {
            stop()
            return nil
        }
        process.waitUntilExit()
        pump(milliseconds: 50)
        return process.terminationStatus
    }

    /// Kills the app if it still runs. SIGKILL, not terminate(): a child started from a test thread
    /// inherits that thread's blocked signals, SIGTERM among them.
    private func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The slave side's terminal attributes, as bytes, to compare before and after.
    func attributes() -> [UInt8] {
        var current = termios()
        tcgetattr(slave, &current)
        return withUnsafeBytes(of: &current) { Array($0) }
    }

    /// `Waiting.until`, reading what the app wrote before each check.
    private func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        Waiting.until(seconds: seconds) {
            pump(milliseconds: 0)
            return condition()
        }
    }

    /// Reads whatever the app wrote, waiting at most `milliseconds` for the first byte.
    private func pump(milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var timeout = milliseconds
        while poll(&descriptor, 1, timeout) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            received.append(contentsOf: buffer[0..<count])
            timeout = 0
        }
    }
}
