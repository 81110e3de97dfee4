import Foundation

/// `swippy --completions bash|zsh|fish`: a completion script printed from the one flag table
/// (`CommandLineFlag.all`): every flag, file names after a flag that takes a file, the shells after
/// `--completions`, nothing after `--user`.
enum CompletionScript {
    /// The script for `shell` ("bash", "zsh" or "fish"), ending in a newline; nil for any other shell.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash()
        case "zsh": zsh()
        case "fish": fish()
        default: nil
        }
    }

    private static var flags: [CommandLineFlag] { CommandLineFlag.all }

    private static func bash() -> String {
        let files = flags.filter { if case .file = $0.value { true } else { false } }.map(\.long)
        let words = flags.compactMap { flag -> String? in
            guard case .word(_, let choices) = flag.value else { return nil }
            let list = choices.joined(separator: " ")
            return "        \(flag.long)) COMPREPLY=($(compgen -W \"\(list)\" -- \"$cur\")); return ;;"
        }
        let texts = flags.filter { if case .text = $0.value { true } else { false } }.map(\.long)
        return
            ([
                "# bash completion for swippy: swippy --completions bash > /etc/bash_completion.d/swippy",
                "_swippy() {",
                "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
                "    case \"$prev\" in",
                "        \(files.joined(separator: "|"))) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;",
            ] + words + [
                "        \(texts.joined(separator: "|"))) COMPREPLY=(); return ;;",
                "    esac",
                "    COMPREPLY=($(compgen -W \"\(flags.flatMap(\.names).joined(separator: " "))\" -- \"$cur\"))",
                "}",
                "complete -o filenames -F _swippy swippy",
            ]).joined(separator: "\n") + "\n"
    }

    private static func zsh() -> String {
        let specs = flags.map { flag -> String in
            let names =
                flag.names.count > 1
                ? "(\(flag.names.joined(separator: " ")))'{\(flag.names.joined(separator: ","))}'" : flag.long
            let summary = zshQuoted(flag.summary)
            switch flag.value {
            case .none: return "    '\(names)[\(summary)]'"
            case .file(let name): return "    '\(names)[\(summary)]:\(name.lowercased()):_files'"
            case .word(let name, let choices):
                return "    '\(names)[\(summary)]:\(name.lowercased()):(\(choices.joined(separator: " ")))'"
            case .text(let name): return "    '\(names)[\(summary)]:\(name.lowercased()): '"
            }
        }
        return
            ([
                "#compdef swippy", "# zsh completion for swippy: swippy --completions zsh > ~/.zfunc/_swippy",
                "_arguments \\",
            ]
            + specs.enumerated().map { $0.offset < specs.count - 1 ? $0.element + " \\" : $0.element })
            .joined(separator: "\n") + "\n"
    }

    private static func fish() -> String {
        let lines = flags.map { flag -> String in
            var line = "complete -c swippy"
            for name in flag.names {
                line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
            }
            switch flag.value {
            case .none: line += ""
            case .file: line += " -r -F"
            case .word(_, let choices): line += " -x -a '\(choices.joined(separator: " "))'"
            case .text: line += " -x"
            }
            return line + " -d '\(flag.summary.replacingOccurrences(of: "'", with: "\\'"))'"
        }
        return
            ([
                "# fish completion for swippy: swippy --completions fish > ~/.config/fish/completions/swippy.fish",
                "complete -c swippy -f",
            ] + lines).joined(separator: "\n") + "\n"
    }

    /// A summary inside a zsh spec in single quotes: quotes, brackets and colons escaped.
    private static func zshQuoted(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }
}
