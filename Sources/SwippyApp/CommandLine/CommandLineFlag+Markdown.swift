extension CommandLineFlag {
    /// The first line of README.md's generated flag list; the list ends at `markdownEnd`.
    static let markdownStart = "<!-- flags: generated from CommandLineFlag.all, as --help and --man print them -->"
    /// The line after README.md's generated flag list.
    static let markdownEnd = "<!-- /flags -->"

    /// README.md's flag list: one Markdown item per flag of the table, in `--help`'s order, with the same words
    /// the man page gives it (its summary, then its details), between `markdownStart` and `markdownEnd`.
    static var markdownList: String {
        let items = all.map { flag in
            "- `\(flag.synopsis)`: " + flag.summary + (flag.details.map { " " + $0 } ?? "")
        }
        return ([markdownStart] + items + [markdownEnd]).joined(separator: "\n")
    }
}
