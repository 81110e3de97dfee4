import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real `swippy` with piped standard streams, started and left running: its output and error are read at
/// the same time, each on its own thread, so a child that fills one pipe never stalls waiting on the other,
/// and a test can wait (with a deadline) for a line before it types the next. The child runs in exactly the
/// environment given, plus `ChildProfile`'s under code coverage.
public final class RunningSwippy {
    public let process = Process()
    private let input = Pipe()
    private let out = StreamCollector()
    private let err = StreamCollector()

    /// Starts swippy (or another `executable`) with `arguments` and exactly `environment`.
    public init(
        _ arguments: [String], executable: URL = SwippyProcess.executable, environment: [String: String],
        workingDirectory: URL? = nil
    ) throws {
        SwippyProcess.ignoreBrokenPipes()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ChildProfile.environment(environment)
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        out.collect(stdout.fileHandleForReading)
        err.collect(stderr.fileHandleForReading)
    }

    /// Everything written to standard output so far.
    public var stdout: String { out.text }
    /// Everything written to standard error so far.
    public var stderr: String { err.text }

    /// Types `text` on standard input; nothing happens when the app has already exited (a launch failure
    /// ends it before it reads).
    public func send(_ text: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// True once standard output contains `text`; false when `seconds` pass first.
    public func waitForOutput(_ text: String, seconds: Double = 30) -> Bool {
        Waiting.until(seconds: seconds) { out.text.contains(text) }
    }

    /// True once standard error contains `text`; false when `seconds` pass first.
    public func waitForError(_ text: String, seconds: Double = 30) -> Bool {
        Waiting.until(seconds: seconds) { err.text.contains(text) }
    }

    /// Ends standard input, waits for the process to exit and both streams to end, and returns what it wrote.
    /// A child still running after `seconds` (a hang) is killed, so the test fails on its status instead of
    /// stalling the run: the deadline counts only this wait, where a Swift Testing time limit would also count
    /// the time the test sat queued behind others for a thread.
    public func finish(seconds: Double = 120) -> SwippyProcess.Output {
        try? input.fileHandleForWriting.close()
        if !Waiting.until(seconds: seconds, { !process.isRunning }) { kill() }
        process.waitUntilExit()
        return SwippyProcess.Output(stdout: out.finished(), stderr: err.finished(), status: process.terminationStatus)
    }

    /// Ends the child at once. SIGKILL, not `terminate()`: a child started from a Dispatch thread (as a test's
    /// is) inherits its blocked signals, SIGTERM among them, so SIGTERM waits until the app unblocks it.
    public func kill() {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
    }
}
