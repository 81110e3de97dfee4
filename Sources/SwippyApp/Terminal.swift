import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one line at a time; nil means end of input.
@MainActor
protocol LineReader: AnyObject {
    func readLine(secret: Bool) -> String?
}

/// Writes text; `flush` makes a prompt visible before reading.
@MainActor
protocol LineWriter: AnyObject {
    func write(_ text: String)
    func flush()
}

/// Standard input and output of a real process.
@MainActor
final class StandardIO: LineReader, LineWriter {
    func readLine(secret: Bool) -> String? {
        guard secret, isatty(STDIN_FILENO) == 1 else { return Swift.readLine(strippingNewline: true) }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return Swift.readLine(strippingNewline: true) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            write("\n")
        }
        return Swift.readLine(strippingNewline: true)
    }

    func write(_ text: String) {
        print(text, terminator: "")
    }

    func flush() {
        fflush(nil)
    }
}

/// Facts about the terminal, read once at start and whenever a screen is drawn.
enum TerminalFacts {
    /// Colour only on a terminal, and never with NO_COLOR (non-empty), TERM=dumb or --no-color.
    static func colorEnabled(noColorFlag: Bool, environment: [String: String], stdoutIsTTY: Bool) -> Bool {
        guard stdoutIsTTY, !noColorFlag else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// Columns: ioctl(TIOCGWINSZ) on stdout, else $COLUMNS, else 80.
    static func width(ioctlColumns: Int?, environment: [String: String]) -> Int {
        if let columns = ioctlColumns, columns > 0 { return columns }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return 80
    }

    static func stdoutIsTTY() -> Bool { isatty(STDOUT_FILENO) == 1 }

    static func ioctlColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Ctrl-C: exits 130 at once with a short message. A Dispatch signal source, not a sigaction handler
/// (a handler without SA_RESTART makes `readLine` spin at 100% CPU).
enum InterruptHandler {
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    /// Installs the handler; the terminal's echo setting is restored before exiting.
    static func install() {
        var original = termios()
        let hasTerminal = isatty(STDIN_FILENO) == 1 && tcgetattr(STDIN_FILENO, &original) == 0
        let saved = original
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signalSource.setEventHandler {
            if hasTerminal {
                var restore = saved
                tcsetattr(STDIN_FILENO, TCSANOW, &restore)
            }
            StandardError.write("\nInterrupted.\n")
            exit(ExitCode.interrupted.rawValue)
        }
        signalSource.resume()
        source = signalSource
    }
}

/// Unbuffered writes to standard error, safe from any thread.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
