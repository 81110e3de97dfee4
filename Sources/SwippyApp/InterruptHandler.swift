import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C: exits 130 at once with a short message. A Dispatch signal source, not a sigaction handler
/// (a handler without SA_RESTART makes `readLine` spin at 100% CPU). In the line editor's raw mode
/// Ctrl-C arrives as a byte instead of a signal; the editor calls `interrupt()`, the same way out.
enum InterruptHandler {
    nonisolated(unsafe) private static var source: (any DispatchSourceSignal)?

    /// Saves the terminal's mode and installs the handler.
    static func install() {
        TerminalMode.saveOriginal()
        signal(SIGINT, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signalSource.setEventHandler { interrupt() }
        signalSource.resume()
        source = signalSource
    }

    /// Restores the terminal, says "Interrupted." on stderr and exits 130.
    static func interrupt() -> Never {
        TerminalMode.restore()
        StandardError.write("\nInterrupted.\n")
        exit(ExitCode.interrupted.rawValue)
    }
}
