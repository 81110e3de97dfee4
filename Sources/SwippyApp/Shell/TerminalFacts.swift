import Foundation

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

    /// True when the locale takes UTF-8: the first set of LC_ALL, LC_CTYPE and LANG names UTF-8
    /// ("en_IN.UTF-8", "C.utf8"). Charts then draw Unicode blocks; plain ASCII otherwise.
    static func utf8(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// True when only ASCII may be written (the locale is not UTF-8), read once from the process's
    /// environment: stdout and stderr then fold every line (`ASCIIFold`), whoever wrote it.
    static let asciiOnly = !utf8(environment: ProcessInfo.processInfo.environment)

    /// Rows: ioctl(TIOCGWINSZ) on stdout, else $LINES, else nil (no terminal: pages keep config.page_size).
    static func height(ioctlRows: Int?, environment: [String: String]) -> Int? {
        if let rows = ioctlRows, rows > 0 { return rows }
        if let text = environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        return nil
    }

    static func stdoutIsTTY() -> Bool { isatty(STDOUT_FILENO) == 1 }
    static func stdinIsTTY() -> Bool { isatty(STDIN_FILENO) == 1 }

    static func ioctlColumns() -> Int? {
        ioctlSize().map { Int($0.ws_col) }.flatMap { $0 > 0 ? $0 : nil }
    }

    static func ioctlRows() -> Int? {
        ioctlSize().map { Int($0.ws_row) }.flatMap { $0 > 0 ? $0 : nil }
    }

    private static func ioctlSize() -> winsize? {
        var size = winsize()
        return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
    }
}
