import Testing

@testable import SwippyApp

/// Default options with `change` applied.
private func makeOptions(_ change: (inout CommandLineOptions) -> Void) -> CommandLineOptions {
    var options = CommandLineOptions()
    change(&options)
    return options
}

@Suite("Command-line options")
struct CommandLineOptionsTests {
    @Test(
        arguments: [
            ([], makeOptions { _ in }),
            (["--help"], makeOptions { $0.showHelp = true }),
            (["-h"], makeOptions { $0.showHelp = true }),
            (["--version"], makeOptions { $0.showVersion = true }),
            (["--ephemeral"], makeOptions { $0.ephemeral = true }),
            (["--reset"], makeOptions { $0.reset = true }),
            (["--no-color"], makeOptions { $0.noColor = true }),
            (["--no-colour"], makeOptions { $0.noColor = true }),
            (["--data", "my data.json"], makeOptions { $0.dataPath = "my data.json" }),
            (["--data=x.json"], makeOptions { $0.dataPath = "x.json" }),
            (["--data=a=b.json"], makeOptions { $0.dataPath = "a=b.json" }),
            (["--state", "/tmp/s.json"], makeOptions { $0.statePath = "/tmp/s.json" }),
            (["--state=/tmp/s.json"], makeOptions { $0.statePath = "/tmp/s.json" }),
            (["--data", "-"], makeOptions { $0.dataPath = "-" }),
            (
                ["--reset", "--state", "s.json", "--no-color", "--data", "d.json"],
                makeOptions {
                    $0.reset = true
                    $0.statePath = "s.json"
                    $0.noColor = true
                    $0.dataPath = "d.json"
                }
            ),
        ] as [([String], CommandLineOptions)])
    func parse_acceptsEveryFlag(arguments: [String], expected: CommandLineOptions) throws {
        #expect(try CommandLineOptions.parse(arguments) == expected)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'. Try 'swippy --help'."),
        (["-x"], "unknown option '-x'. Try 'swippy --help'."),
        (["--bogus=1"], "unknown option '--bogus=1'. Try 'swippy --help'."),
        (["cards"], "unexpected argument 'cards'. Try 'swippy --help'."),
        (["--data"], "option '--data' needs a file path. Try 'swippy --help'."),
        (["--state"], "option '--state' needs a file path. Try 'swippy --help'."),
        (["--data="], "option '--data' needs a file path. Try 'swippy --help'."),
        (["--data", ""], "option '--data' needs a file path. Try 'swippy --help'."),
        (["--data", "--reset"], "option '--data' needs a file path. Try 'swippy --help'."),
        (["--help=yes"], "option '--help' takes no value. Try 'swippy --help'."),
        (["--reset=1"], "option '--reset' takes no value. Try 'swippy --help'."),
        (
            ["--ephemeral", "--state", "s.json"],
            "--ephemeral writes nothing, so it cannot go with --state FILE. Try 'swippy --help'."
        ),
        (
            ["--state=s.json", "--ephemeral"],
            "--ephemeral writes nothing, so it cannot go with --state FILE. Try 'swippy --help'."
        ),
    ])
    func parse_refusesBadUsageWithOneLine(arguments: [String], message: String) {
        #expect(throws: AppExit(code: .usage, message: message)) { try CommandLineOptions.parse(arguments) }
    }

    @Test func helpText_listsEveryHomeWord() {
        let text = CommandLineOptions.helpText(
            features: [("cards", "Payment cards"), ("transfer", "Send money")], width: 200)
        #expect(text.contains("Home menu words:\n  cards             Payment cards\n  transfer          Send money\n"))
        #expect(text.contains("--no-color"))
        #expect(text.contains("74 state file cannot be written, 130 interrupted."))
    }

    @Test func exitCodes_haveTheirPromisedValues() {
        #expect([ExitCode.ok, .usage, .badData, .cannotWrite, .interrupted].map(\.rawValue) == [0, 64, 65, 74, 130])
    }
}
