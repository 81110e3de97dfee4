import SwippyText

/// `swippy --man`: the manual page in roff (man macros), printed from the one flag table
/// (`CommandLineFlag.all`), the shell words, the home words and the exit codes that `--help` prints.
/// Install it with `swippy --man > ~/.local/share/man/man1/swippy.1`.
enum ManPage {
    /// The whole page; `features` are the home menu's words and titles.
    static func page(features: [(word: String, title: String)]) -> String {
        var lines = [
            ".TH SWIPPY 1 \"2026\" \"\(roff(CommandLineOptions.version))\" \"User Commands\"",
            ".SH NAME", "swippy \\- a terminal banking and card wallet",
            ".SH SYNOPSIS", ".B swippy", ".RI [ options ]",
            ".SH DESCRIPTION",
            "Swippy is a menu-driven, line-based wallet: accounts, payment cards, transfers, disputes, credit,",
            "history and exchange rates, read from a MockData file. Sign in first: 1 and your login PIN, or a",
            "one-time code sent by (simulated) SMS. Changes are kept in a state file, never in MockData.",
            ".PP", "At any prompt:",
        ]
        for (word, meaning) in CommandLineOptions.shellWords { lines += [".TP", ".B " + roff(word), roff(meaning)] }
        lines += [".PP", "Home menu words:"]
        for feature in features { lines += [".TP", ".B " + roff(feature.word), roff(feature.title)] }
        lines.append(".SH OPTIONS")
        for flag in CommandLineFlag.all {
            let names = flag.names.map { "\\fB" + roff($0) + "\\fR" }.joined(separator: ", ")
            lines += [".TP", names + (flag.value.placeholder.map { " \\fI" + $0 + "\\fR" } ?? "")]
            lines.append(roff(flag.words))
        }
        lines.append(".SH EXIT STATUS")
        for (code, meaning) in CommandLineOptions.exitCodes { lines += [".TP", ".B \(code)", roff(meaning)] }
        lines += [
            ".SH FILES",
            ".TP", ".I MockData/MockData.json", "The data read at start (another with \\fB\\-\\-data\\fR).",
            ".TP", ".I $XDG_STATE_HOME/swippy/state.json",
            "Your saved changes (else \\fI~/.local/state/swippy/state.json\\fR), with its snapshot, key, anchor,"
                + " lock and open files.",
            ".TP", ".I $XDG_CACHE_HOME/swippy/mockdata-<hash>.image",
            "The data image of a data file of 1 MiB or more, a faster way to the same data (else"
                + " \\fI~/.cache/swippy\\fR; not with \\fB\\-\\-no-cache\\fR).",
            ".SH ENVIRONMENT",
        ]
        for variable in EnvironmentVariable.all {
            lines += [".TP", ".B " + roff(variable.heading), roff(variable.meaning + ".")]
        }
        lines += [
            ".SH EXAMPLES",
            ".PP", "Sign in as the demo user and open History:",
            ".PP", ".nf", ".RS", "printf '1\\en4826\\enhistory\\enq\\en' | swippy \\-\\-ephemeral", ".RE", ".fi",
            ".PP", "Export the demo user's transactions (the login PIN is asked):",
            ".PP", ".nf", ".RS", "swippy \\-\\-export\\-csv all.csv \\-\\-user 9876543210", ".RE", ".fi",
            ".PP", "Install completions for bash:",
            ".PP", ".nf", ".RS", "swippy \\-\\-completions bash > ~/.local/share/bash\\-completion/completions/swippy",
            ".RE", ".fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for roff: ASCII only, backslashes and hyphens escaped, a leading dot or quote guarded.
    static func roff(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "•": result += "\\(bu"
            case "–": result += "\\(en"
            case "—": result += "\\(em"
            default: result += ASCIIFold.fold(String(character))
            }
        }
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }
}
