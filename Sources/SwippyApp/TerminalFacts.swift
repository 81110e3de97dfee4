import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

    static func stdoutIsTTY() -> Bool { isatty(STDOUT_FILENO) == 1 }

    static func ioctlColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
