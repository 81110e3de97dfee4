/// One row of the one table of environment variables Swippy reads, which `--help` and the man page both print
/// from; a test checks that every variable the sources read is in it.
struct EnvironmentVariable: Equatable {
    /// The variable, or several read together ("LC_ALL, LC_CTYPE, LANG").
    var names: [String]
    /// One sentence.
    var meaning: String

    /// The names as one heading: "LC_ALL, LC_CTYPE, LANG".
    var heading: String { names.joined(separator: ", ") }

    /// Every variable Swippy reads, the two for tests last.
    static let all: [EnvironmentVariable] = [
        EnvironmentVariable(names: ["XDG_STATE_HOME"], meaning: "Where the state file is kept (else ~/.local/state)"),
        EnvironmentVariable(names: ["XDG_CACHE_HOME"], meaning: "Where the data image is kept (else ~/.cache)"),
        EnvironmentVariable(names: ["HOME"], meaning: "Where ~ is, for the two folders above"),
        EnvironmentVariable(names: ["TZ"], meaning: "The time zone times are shown in"),
        EnvironmentVariable(
            names: ["LC_ALL", "LC_CTYPE", "LANG"],
            meaning: "The first one set says whether the terminal takes UTF-8; otherwise only ASCII is written"),
        EnvironmentVariable(names: ["COLUMNS", "LINES"], meaning: "The terminal's size when it cannot be asked"),
        EnvironmentVariable(
            names: ["NO_COLOR", "TERM"],
            meaning: "A non-empty NO_COLOR, or TERM=dumb, turns colour off (TERM=dumb: no progress line either)"),
        EnvironmentVariable(names: ["SWIPPY_TRACE"], meaning: "Trace into this file (turns tracing on by itself)"),
        EnvironmentVariable(
            names: [ShiftedClock.variable], meaning: "For tests only: the moment taken as now (2026-11-22T10:00:00Z)"),
        EnvironmentVariable(
            names: ["SWIPPY_PROGRESS_AFTER_MS"],
            meaning: "For tests only: how long work runs before its progress line shows (default 250)"),
    ]
}
