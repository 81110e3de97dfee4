extension CommandLineFlag {
    /// What `--help`, the man page and README.md's list all say of this flag: its summary, its details, and the
    /// values it takes ("FORMAT is text or mermaid") unless the summary names them.
    var words: String {
        var words = summary + (details.map { " " + $0 } ?? "")
        if case .word(let name, let values) = value, !summary.contains(CommandLineOptions.oneOf(values)) {
            words += ". \(name) is " + CommandLineOptions.oneOf(values)
        }
        return words
    }

    /// The first line of README.md's generated flag list; the list ends at `markdownEnd`.
    static let markdownStart = "<!-- flags: generated from CommandLineFlag.all, as --help and --man print them -->"
    /// The line after README.md's generated flag list.
    static let markdownEnd = "<!-- /flags -->"

    /// README.md's flag list: one Markdown item per flag of the table, in `--help`'s order, with the same words
    /// the man page gives it (`words`), between `markdownStart` and `markdownEnd`.
    static var markdownList: String {
        let items = all.map { flag in
            "- `\(flag.synopsis)`: " + flag.words
        }
        return ([markdownStart] + items + [markdownEnd]).joined(separator: "\n")
    }
}
