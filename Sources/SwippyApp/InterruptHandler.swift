import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
