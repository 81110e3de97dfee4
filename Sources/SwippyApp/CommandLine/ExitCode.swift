/// The process exit codes Swippy promises (sysexits-style).
public enum ExitCode: Int32, Sendable {
    /// Quit, or end of input.
    case ok = 0
    /// Bad command-line usage.
    case usage = 64
    /// The data file or the state file is missing or malformed.
    case badData = 65
    /// The state file cannot be written.
    case cannotWrite = 74
    /// Interrupted with Ctrl-C.
    case interrupted = 130
}
