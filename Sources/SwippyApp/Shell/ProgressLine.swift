import Dispatch
import Foundation
import SwippyData

/// One line on stderr while long work runs, only when stderr is a terminal: it appears once the work has
/// taken `delay` (a quarter of a second), says what is happening and how far it is ("52.1 MB of 212.4 MB",
/// "32,768 of 1,00,000") with the seconds so far, is rewritten in place ("\r…ESC[K") every tenth of a second
/// and as the work reports its steps (`WorkProgress`), and is erased when the work ends, so the screen that
/// follows starts on a clean row. Piped output never sees it.
final class ProgressLine: @unchecked Sendable {
    /// How long work runs before its line appears. `SWIPPY_PROGRESS_AFTER_MS` (tests only) sets it.
    static let delay: Double = {
        let text = ProcessInfo.processInfo.environment["SWIPPY_PROGRESS_AFTER_MS"] ?? ""
        return Int(text).map { Double(max(0, $0)) / 1000 } ?? 0.25
    }()

    /// True when stderr is a terminal that can take "\r" and "ESC[K".
    static let onTerminal = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"

    /// The shortest time between two drawings.
    static let interval = 0.1

    private let lock = NSLock()
    private let what: String
    private let total: Int?
    private let counted: @Sendable (Int) -> String
    private let delay: Double
    private let write: @Sendable (String) -> Void
    private let started = DispatchTime.now()
    private var drawnAt: DispatchTime?
    /// Whether the last drawing said how far the work is.
    private var showedPosition = false
    private var finished = false
    /// What the work has done, as it reports it.
    private(set) var meter = WorkProgress()

    private init(
        _ what: String, total: Int?, counted: @escaping @Sendable (Int) -> String, delay: Double,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.what = what
        self.total = total
        self.counted = counted
        self.delay = delay
        self.write = write
    }

    /// Runs `work`, showing `what` ("Loading MockData.json (212.4 MB)") while it takes long: on stderr when it
    /// is a terminal (`enabled`), through `write` in tests. With a `total`, the line says how far the work is
    /// (what it adds to `WorkProgress.current`, shown by `counted`) once it has reported a step.
    static func run<T, Failure: Error>(
        _ what: String, of total: Int? = nil, counted: @escaping @Sendable (Int) -> String = { "\($0)" },
        enabled: Bool = onTerminal, after delay: Double = delay,
        write: @escaping @Sendable (String) -> Void = { StandardError.write($0) },
        _ work: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard enabled else { return try work() }
        let line = ProgressLine(what, total: total, counted: counted, delay: delay, write: write)
        line.meter = WorkProgress { [weak line] in line?.draw(step: true) }
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + delay, repeating: interval)
        timer.setEventHandler { line.draw(step: false) }
        timer.resume()
        defer {
            timer.cancel()
            line.finish()
        }
        return try WorkProgress.watching(line.meter, work)
    }

    /// "Searching 1,00,000 transactions… 32,768 of 1,00,000 · 1.2 s", from the start of its row, the rest of
    /// the row cleared. A `step` the work reported draws once the delay has passed, at once when the line did
    /// not yet say how far the work is, else a tenth of a second after the last drawing.
    private func draw(step: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now()
        let seconds = Double(now.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        guard !finished else { return }
        if step {
            guard seconds >= delay else { return }
            if showedPosition, let drawnAt,
                Double(now.uptimeNanoseconds - drawnAt.uptimeNanoseconds) / 1e9 < Self.interval
            {
                return
            }
        }
        let position = self.position
        write("\r" + what + "… " + position + String(format: "%.1f s", seconds) + "\u{1B}[K")
        drawnAt = now
        showedPosition = !position.isEmpty
    }

    /// "52.1 MB of 212.4 MB · " once the work has reported a step; "" before, or without a total.
    private var position: String {
        let done = meter.done
        guard let total, done > 0 else { return "" }
        return counted(min(done, total)) + " of " + counted(total) + " · "
    }

    /// Stops the line; erases it when it was drawn.
    private func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if drawnAt != nil { write("\r\u{1B}[K") }
    }

    /// "212.4 MB", "900 KB", "512 bytes": a size for the line.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1e6) }
        if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
        return "\(bytes) bytes"
    }
}
