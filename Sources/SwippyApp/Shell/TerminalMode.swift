import Foundation

/// The one owner of the terminal's mode. It saves standard input's attributes once, switches to raw
/// mode while the line editor reads a line (or turns echo off for a secret on a plain terminal read),
/// and restores the saved attributes after each read and on every way out: normal exit, end of input,
/// Ctrl-C and fatal exits (an `atexit` hook, and `InterruptHandler` before it exits).
enum TerminalMode {
    /// Written once, before the interrupt source starts; read from the interrupt queue and at exit.
    nonisolated(unsafe) private static var saved: termios?

    /// Saves standard input's attributes, once, when it is a terminal, and restores them at exit.
    static func saveOriginal() {
        guard saved == nil, isatty(STDIN_FILENO) == 1 else { return }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        saved = original
        atexit { TerminalMode.restore() }
    }

    /// Raw mode for the line editor: bytes arrive one by one, unechoed, Ctrl-C as a byte (ISIG off),
    /// CR not turned into LF, no flow control. Output processing stays on ("\n" still starts a line).
    /// Returns false when standard input is not a terminal.
    static func enterRaw() -> Bool {
        saveOriginal()
        guard var raw = saved else { return false }
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: keys typed ahead stay to be read.
        return tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
    }

    /// Echo off, everything else as saved: a secret read line by line from a terminal.
    static func enterSilent() -> Bool {
        saveOriginal()
        guard var silent = saved else { return false }
        silent.c_lflag &= ~tcflag_t(ECHO)
        return tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent) == 0
    }

    /// Puts back the attributes saved at start; does nothing when standard input is not a terminal.
    static func restore() {
        guard var original = saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }
}
