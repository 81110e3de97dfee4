/// One flag of the one table that `--help`, `--completions` and `--man` all print from, so they cannot drift.
struct CommandLineFlag: Equatable {
    /// What a flag's value is, which tells a shell what to complete after it.
    enum Value: Equatable {
        case none
        /// A path: the shell completes file names.
        case file(String)
        /// A word from a fixed list: the shell completes those words.
        case word(String, [String])
        /// Anything: the shell completes nothing.
        case text(String)

        /// The placeholder shown after the flag ("FILE", "SHELL"), or nil.
        var placeholder: String? {
            switch self {
            case .none: nil
            case .file(let name), .word(let name, _), .text(let name): name
            }
        }
    }

    /// Every spelling, the short one first ("-h", "--help").
    var names: [String]
    var value: Value
    /// One line, as `--help` prints it.
    var summary: String
    /// More for the man page, when one line is not enough.
    var details: String?

    /// The long spelling ("--help").
    var long: String { names.last ?? "" }

    /// "-h, --help" or "--data FILE".
    var synopsis: String {
        names.joined(separator: ", ") + (value.placeholder.map { " " + $0 } ?? "")
    }

    /// The shells `--completions` writes a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// Swippy's flags, in the order `--help` lists them.
    static let all: [CommandLineFlag] = [
        CommandLineFlag(names: ["-h", "--help"], value: .none, summary: "Show this help and exit"),
        CommandLineFlag(names: ["--version"], value: .none, summary: "Show the version and exit"),
        CommandLineFlag(
            names: ["--data"], value: .file("FILE"),
            summary: "Read another MockData file (default: MockData/MockData.json)"),
        CommandLineFlag(
            names: ["--state"], value: .file("FILE"),
            summary: "Keep your changes in FILE (default: $XDG_STATE_HOME/swippy/state.json)"),
        CommandLineFlag(
            names: ["--ephemeral"], value: .none,
            summary: "Write nothing: changes last until you quit (not with --state)"),
        CommandLineFlag(
            names: ["--reset"], value: .none, summary: "Discard saved changes before starting",
            details: "(the journal, its snapshot, key, anchor, lock and open files): start again from MockData"),
        CommandLineFlag(
            names: ["--no-cache"], value: .none,
            summary: "Parse the data file, neither reading nor writing its image in $XDG_CACHE_HOME/swippy",
            details: "(default ~/.cache/swippy): the image is only a faster way to the same data"),
        CommandLineFlag(
            names: ["--no-color"], value: .none, summary: "Never use colour (NO_COLOR and TERM=dumb also turn it off)"),
        CommandLineFlag(
            names: ["--trace"], value: .none, summary: "Log each VIPER hop (input, state, screen, save) to stderr",
            details: "(SWIPPY_TRACE=FILE: into FILE). PINs and codes show as ••••"),
        CommandLineFlag(
            names: ["--trace-format"], value: .word("FORMAT", TraceFormat.allCases.map(\.rawValue)),
            summary: "Trace (turning it on) as text lines or a Mermaid sequence diagram"),
        CommandLineFlag(
            names: ["--ui"], value: .word("VIEW", UserInterface.allCases.map(\.rawValue)),
            summary: "Draw each screen as text, or as one JSON object per line (its view model) for a program"),
        CommandLineFlag(
            names: ["--export-csv"], value: .file("FILE"),
            summary: "Write the transactions of --user MOBILE to FILE as CSV and exit",
            details: "(the login PIN is asked without echo on a terminal, else read from stdin)"),
        CommandLineFlag(names: ["--user"], value: .text("MOBILE"), summary: "Whose transactions --export-csv writes"),
        CommandLineFlag(
            names: ["--completions"], value: .word("SHELL", shells),
            summary: "Print a completion script for bash, zsh or fish and exit"),
        CommandLineFlag(names: ["--man"], value: .none, summary: "Print the manual page (roff) and exit"),
    ]

    /// The flags that take a value, by long name.
    static var takingValues: [String] { all.filter { $0.value != .none }.map(\.long) }
}
