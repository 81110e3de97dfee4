import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line on stderr while long work runs, only when stderr is a terminal: it appears once the work has
/// taken `delay` (a quarter of a second), says what is happening and how much (bytes or rows) with the
/// seconds so far, is rewritten in place ("\r…ESC[K") every tenth of a second, and is erased when the work
/// ends, so the screen that follows starts on a clean row. Piped output never sees it.
final class ProgressLine: @unchecked Sendable {
    /// How long work runs before its line appears. `SWIPPY_PROGRESS_AFTER_MS` (tests only) sets it.
    static let delay: Double = {
        let text = ProcessInfo.processInfo.environment["SWIPPY_PROGRESS_AFTER_MS"] ?? ""
        return Int(text).map { Double(max(0, $0)) / 1000 } ?? 0.25
    }()

    /// True when stderr is a terminal that can take "\r" and "ESC[K".
    static let onTerminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"

    private let lock = NSLock()
    private let what: String
    private let write: @Sendable (String) -> Void
    private let started = DispatchTime.now()
    private var shown = false
    private var finished = false

    private init(_ what: String, write: @escaping @Sendable (String) -> Void) {
        self.what = what
        self.write = write
    }

    /// Runs `work`, showing `what` ("Loading MockData.json (212.4 MB)") while it takes long: on stderr when
    /// it is a terminal (`enabled`), through `write` in tests.
    static func run<T, Failure: Error>(
        _ what: String, enabled: Bool = onTerminal, after delay: Double = delay,
        write: @escaping @Sendable (String) -> Void = { StandardError.write($0) },
        _ work: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard enabled else { return try work() }
        let line = ProgressLine(what, write: write)
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + delay, repeating: 0.1)
        timer.setEventHandler { line.draw() }
        timer.resume()
        defer {
            timer.cancel()
            line.finish()
        }
        return try work()
    }

    /// "Loading MockData.json (212.4 MB)… 1.2 s", from the start of its row, the rest of the row cleared.
    private func draw() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        write("\r" + what + "… " + String(format: "%.1f s", seconds) + "\u{1B}[K")
        shown = true
    }

    /// Stops the line; erases it when it was drawn.
    private func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if shown { write("\r\u{1B}[K") }
    }

    /// "212.4 MB", "900 KB", "512 bytes": a size for the line.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1e6) }
        if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
        return "\(bytes) bytes"
    }
}
