import Dispatch
import Foundation

/// Ctrl-C: exits 130 at once with a short message. A Dispatch signal source, not a sigaction handler
/// (a handler without SA_RESTART makes `readLine` spin at 100% CPU). In the line editor's raw mode
/// Ctrl-C arrives as a byte instead of a signal; the editor calls `interrupt()`, the same way out.
enum InterruptHandler {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Saves the terminal's mode and installs the handler. SIGTERM and SIGHUP still end the process as
    /// before (killed by that signal), after the terminal's mode is put back.
    static func install() {
        TerminalMode.saveOriginal()
        sources = [
            source(for: SIGINT) { interrupt() },
            source(for: SIGTERM) { endBySignal(SIGTERM) },
            source(for: SIGHUP) { endBySignal(SIGHUP) },
        ]
    }

    private static func source(for number: Int32, handler: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let signalSource = DispatchSource.makeSignalSource(signal: number, queue: .global())
        signalSource.setEventHandler(handler: handler)
        signalSource.resume()
        return signalSource
    }

    /// Restores the terminal, then lets `number` end the process the default way.
    private static func endBySignal(_ number: Int32) {
        TerminalMode.restore()
        signal(number, SIG_DFL)
        // Dispatch's threads block signals: unblock it here, then raise it on this thread.
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
    }

    /// Restores the terminal, says "Interrupted." on stderr and exits 130.
    static func interrupt() -> Never {
        TerminalMode.restore()
        StandardError.write("\nInterrupted.\n")
        exit(ExitCode.interrupted.rawValue)
    }
}
