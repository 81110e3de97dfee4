import Foundation

/// What the drift tests read in a README: the files its `## Files` table names, and the names in its backticks.
enum ReadmeText {
    /// The `.swift` files named in backticks (`` `Name.swift` ``) in the table rows of the `## Files` section:
    /// from the `## Files` heading to the next heading of level one or two. Nil when there is no such section.
    static func filesTable(in markdown: String) -> Set<String>? {
        var inSection = false
        var found = false
        var names = Set<String>()
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("# ") || trimmed.hasPrefix("## ") {
                inSection = trimmed == "## Files"
                found = found || inSection
                continue
            }
            guard inSection, trimmed.hasPrefix("|") else { continue }
            for span in codeSpans(in: trimmed) where isSwiftFileName(span) { names.insert(span) }
        }
        return found ? names : nil
    }

    /// Every `` `code span` `` of `markdown`, in order, without its backticks.
    static func codeSpans(in markdown: String) -> [String] {
        var spans: [String] = []
        for line in markdown.split(separator: "\n") {
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { continue }
            spans += stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
        }
        return spans
    }

    /// What a module README's file table is missing and what it names too many: one line each, empty when the
    /// table lists exactly `files`.
    static func problems(readmePath: String, markdown: String?, files: Set<String>) -> [String] {
        guard let markdown else { return ["\(readmePath) is missing: it needs a `## Files` table of the module"] }
        guard let listed = filesTable(in: markdown) else {
            return ["\(readmePath) has no `## Files` section whose table lists each file as `Name.swift`"]
        }
        var problems: [String] = []
        let missing = files.subtracting(listed).sorted()
        let extra = listed.subtracting(files).sorted()
        if !missing.isEmpty {
            problems.append("\(readmePath): `## Files` does not list \(missing.joined(separator: ", "))")
        }
        if !extra.isEmpty {
            let folder = (readmePath as NSString).deletingLastPathComponent
            problems.append(
                "\(readmePath): `## Files` lists \(extra.joined(separator: ", ")), not a file of \(folder)")
        }
        return problems
    }

    private static func isSwiftFileName(_ span: String) -> Bool {
        span.hasSuffix(".swift") && span.count > 6
            && span.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "+" || $0 == "." }
    }
}
