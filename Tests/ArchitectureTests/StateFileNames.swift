import Foundation

/// The names of the files the app keeps, read from the code that makes their paths: a literal given to
/// `appendingPathComponent("…")`, or a suffix added to a state file's name (`lastPathComponent + ".lock"`,
/// `sibling(".snapshot")`). An interpolation (`"mockdata-\(hash).image"`) stands for any text.
struct StateFileNames {
    /// One file name found in the code, and where.
    struct Name: Equatable, CustomStringConvertible {
        /// The name as a pattern: literal parts, and `nil` for any text in between.
        var parts: [String?]
        /// `path:line` of the code that makes it.
        var location: String

        var description: String {
            parts.map { $0 ?? "<…>" }.joined() + " (\(location))"
        }

        /// True when `text` holds the name: a suffix (`.lock`) ends a word of it, a whole name is in it.
        func isNamed(in text: String) -> Bool {
            text.firstMatch(of: regex) != nil
        }

        private var regex: Regex<AnyRegexOutput> {
            let pattern = parts.map { $0.map(NSRegularExpression.escapedPattern(for:)) ?? ".+" }.joined()
            let suffix = parts.first.flatMap { $0 }?.hasPrefix(".") == true ? "$" : ""
            // A pattern made of escaped literals and `.+` always compiles.
            return (try? Regex(pattern + suffix)) ?? Regex(verbatim: pattern)
        }
    }

    /// The code patterns that name a file, each capturing the string literal's body.
    private static var makers: [Regex<(Substring, Substring)>] {
        [
            #/appendingPathComponent\("((?:[^"\\]|\\.)*)"\)/#,
            #/lastPathComponent \+ "((?:[^"\\]|\\.)*)"/#,
            #/sibling\("((?:[^"\\]|\\.)*)"\)/#,
        ]
    }

    /// Every file name made in the `.swift` files under `folders` (paths from `root`), comment lines left out.
    static func names(root: URL, folders: [String]) throws -> [Name] {
        var names: [Name] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            var paths: [URL] = []
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { paths.append(url) }
            }
            for url in paths.sorted(by: { $0.path < $1.path }) {
                let text = try String(contentsOf: url, encoding: .utf8)
                let path = folder + String(url.path.dropFirst(base.path.count))
                names += self.names(inSource: text, path: path)
            }
        }
        return names
    }

    /// The file names one source file makes.
    static func names(inSource text: String, path: String) -> [Name] {
        var names: [Name] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
                line.contains("PathComponent") || line.contains("sibling(")
            else { continue }
            for maker in makers {
                for match in line.matches(of: maker) {
                    let parts = parts(of: String(match.output.1))
                    // A separator alone ("/") names no file.
                    guard parts.contains(where: { $0?.contains(where: \.isLetter) == true }) else { continue }
                    names.append(Name(parts: parts, location: "\(path):\(index + 1)"))
                }
            }
        }
        return names
    }

    /// A literal's body as parts: text, and `nil` for each `\(…)` interpolation.
    private static func parts(of literal: String) -> [String?] {
        var parts: [String?] = []
        var text = ""
        var rest = Substring(literal)
        while let start = rest.range(of: "\\(") {
            text += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                index = rest.index(after: index)
            }
            if !text.isEmpty { parts.append(text) }
            parts.append(nil)
            text = ""
            rest = rest[index...]
        }
        text += rest
        if !text.isEmpty { parts.append(text) }
        return parts
    }
}
