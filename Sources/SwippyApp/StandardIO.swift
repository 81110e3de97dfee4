import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
