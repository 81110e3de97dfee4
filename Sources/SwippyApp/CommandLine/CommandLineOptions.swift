import SwippyCore
import SwippyText

/// The flags Swippy accepts, parsed without any package.
struct CommandLineOptions: Equatable {
    var showHelp = false
    var showVersion = false
    var dataPath: String?
    var statePath: String?
    var ephemeral = false
    var reset = false
    var noColor = false
    /// `--no-cache`: neither read nor write the data image in the cache folder.
    var noCache = false
    /// `--trace`: log every VIPER hop to stderr (or to the file named by SWIPPY_TRACE).
    var trace = false
    /// `--trace-format text|mermaid`: how the trace is written (setting it turns the trace on).
    var traceFormat = TraceFormat.text
    /// `--export-csv FILE --user MOBILE`: write that user's transactions as CSV and exit (PIN on stdin).
    var exportCSV: String?
    var exportUser: String?
    /// `--completions SHELL`: print the completion script for bash, zsh or fish and exit.
    var completions: String?
    /// `--man`: print the manual page and exit.
    var showManual = false
    /// `--ui text|json`: which View draws the screens.
    var userInterface = UserInterface.text

    static let version = "swippy 0.1.0"

    /// Parses `arguments` (without the program name). Accepts `--data FILE` and `--data=FILE`.
    static func parse(_ arguments: [String]) throws(AppExit) -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--ephemeral": options.ephemeral = true
            case "--reset": options.reset = true
            case "--no-cache": options.noCache = true
            case "--no-color", "--no-colour": options.noColor = true
            case "--trace": options.trace = true
            case "--trace-format":
                let word = try value(for: name, inlineValue, &remaining, what: "text or mermaid")
                guard let format = TraceFormat(rawValue: word) else {
                    throw AppExit(
                        code: .usage, message: "option '--trace-format' is text or mermaid. Try 'swippy --help'.")
                }
                (options.trace, options.traceFormat) = (true, format)
            case "--ui":
                let word = try value(for: name, inlineValue, &remaining, what: "text or json")
                guard let interface = UserInterface(rawValue: word) else {
                    throw AppExit(code: .usage, message: "option '--ui' is text or json. Try 'swippy --help'.")
                }
                options.userInterface = interface
            case "--data": options.dataPath = try value(for: name, inlineValue, &remaining)
            case "--state": options.statePath = try value(for: name, inlineValue, &remaining)
            case "--export-csv": options.exportCSV = try value(for: name, inlineValue, &remaining)
            case "--user": options.exportUser = try value(for: name, inlineValue, &remaining)
            case "--man": options.showManual = true
            case "--completions":
                let shell = try value(for: name, inlineValue, &remaining, what: "a shell")
                guard CommandLineFlag.shells.contains(shell) else {
                    throw AppExit(
                        code: .usage,
                        message: "option '--completions' takes bash, zsh or fish, not "
                            + "'\(SafeText.clean(shell, limit: 20))'. Try 'swippy --help'.")
                }
                options.completions = shell
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw AppExit(code: .usage, message: "\(kind) '\(argument)'. Try 'swippy --help'.")
            }
            if inlineValue != nil, !CommandLineFlag.takingValues.contains(name) {
                throw AppExit(code: .usage, message: "option '\(name)' takes no value. Try 'swippy --help'.")
            }
        }
        if options.ephemeral, options.statePath != nil {
            throw AppExit(
                code: .usage,
                message: "--ephemeral writes nothing, so it cannot go with --state FILE. Try 'swippy --help'.")
        }
        if (options.exportCSV == nil) != (options.exportUser == nil) {
            throw AppExit(
                code: .usage, message: "--export-csv FILE and --user MOBILE go together. Try 'swippy --help'.")
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        for name: String, _ inline: String?, _ remaining: inout ArraySlice<String>, what: String = "a file path"
    ) throws(AppExit) -> String {
        if let inline, !inline.isEmpty { return inline }
        guard inline == nil, let next = remaining.popFirst(), !next.isEmpty, !next.hasPrefix("--") else {
            throw AppExit(code: .usage, message: "option '\(name)' needs \(what). Try 'swippy --help'.")
        }
        return next
    }

    /// The text `--help` prints, every line wrapped at word boundaries to `width` columns; `features` are the home
    /// entry words. The options come from the one flag table (`CommandLineFlag.all`) and the environment from
    /// `EnvironmentVariable.all`, which the completions and the man page print too.
    static func helpText(features: [(word: String, title: String)], width: Int = 80) -> String {
        let context = RenderContext(width: max(width, 20))
        // Descriptions start in column 20, or under their heading's indent on a narrow terminal.
        let column = context.width >= 60 ? 20 : 6
        func entry(_ heading: String, _ description: String) -> [String] {
            let head = "  " + heading
            let body = TextLayout.wrap(description, indent: column, context)
            guard let first = body.first, DisplayWidth.of(head) <= column - 2 else {
                let heads =
                    DisplayWidth.of(head) <= context.width ? [head] : TextLayout.wrap(heading, indent: 2, context)
                return heads + body
            }
            return [head.padding(toLength: column, withPad: " ", startingAt: 0) + first.dropFirst(column)]
                + body.dropFirst()
        }
        let flagLines = CommandLineFlag.all.flatMap { entry($0.synopsis, $0.words) }
        let paragraph = { (text: String) in TextLayout.wrap(text, context) }
        return
            (paragraph("Swippy: a terminal banking and card wallet.") + [""]
            + paragraph("Usage: swippy [options]") + [""]
            + paragraph(
                "Swippy asks you to sign in first: 1 and your login PIN, or a one-time code sent by (simulated) SMS."
                    + " Demo user: Asha Rao, mobile 9876543210, login PIN 4826.")
            + ["", "Options:"] + flagLines
            + ["", "At any prompt:"] + shellWords.flatMap { entry($0.0, $0.1) }
            + ["", "Home menu words:"] + features.flatMap { entry($0.word, $0.title) }
            + ["", "Environment:"] + EnvironmentVariable.all.flatMap { entry($0.heading, $0.meaning) }
            + [""]
            + paragraph("Exit codes: " + exitCodes.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + "."))
            .joined(separator: "\n")
    }

    /// "text or mermaid", "bash, zsh or fish".
    static func oneOf(_ values: [String]) -> String {
        guard let last = values.last else { return "" }
        let rest = values.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }

    /// What works at any prompt, for `--help` and the man page.
    static let shellWords = [
        ("a number", "Choose that option"), ("b, back", "Go back one screen"), ("h, home", "Go to the home menu"),
        ("?, help", "Show the commands of this screen"), ("q, quit", "Quit (so does end of input)"),
    ]

    /// Every exit status and what it means, for `--help` and the man page.
    static let exitCodes = [
        (0, "quit or end of input"), (64, "bad usage"), (65, "bad data or state file"),
        (74, "state file cannot be written"), (130, "interrupted"),
    ]
}
