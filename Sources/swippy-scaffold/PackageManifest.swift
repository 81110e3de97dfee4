import Foundation

/// Reads and edits Package.swift as text: the `let features = [...]` list and the declared target names.
enum PackageManifest {
    /// The names in `let features = [...]`, in order; empty when there is no such list.
    static func features(in manifest: String) -> [String] {
        guard let list = featuresList(in: manifest) else { return [] }
        return stringLiterals(in: String(manifest[list]))
    }

    /// Every target the manifest declares: each `name: "…"`, each feature and its `…Tests` target.
    static func targetNames(in manifest: String) -> Set<String> {
        var names = Set<String>()
        var rest = manifest[...]
        while let label = rest.range(of: "name:") {
            rest = rest[label.upperBound...]
            let value = rest.drop { $0 == " " }
            if value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") {
                names.insert(String(value[value.index(after: value.startIndex)..<end]))
            }
        }
        for feature in features(in: manifest) {
            names.insert(feature)
            names.insert(feature + "Tests")
        }
        return names
    }

    /// `manifest` with `name` appended to its `features` list, keeping the list's one-line or one-per-line style.
    static func addingFeature(_ name: String, to manifest: String) throws -> String {
        guard let list = featuresList(in: manifest) else {
            throw ScaffoldError(message: "Package.swift has no `let features = [...]` list to add \(name) to")
        }
        let body = String(manifest[list])
        let literal = "\"\(name)\""
        let edited: String
        if body.contains("\n") {
            var lines = body.components(separatedBy: "\n")
            guard let last = lines.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw ScaffoldError(message: "Package.swift's features list is empty")
            }
            let indent = String(lines[last].prefix { $0 == " " })
            if !lines[last].hasSuffix(",") { lines[last] += "," }
            lines.insert(indent + literal + ",", at: last + 1)
            edited = lines.joined(separator: "\n")
        } else {
            let trimmed = body.trimmingCharacters(in: .whitespaces)
            edited =
                trimmed.isEmpty ? literal : trimmed.hasSuffix(",") ? trimmed + " " + literal : trimmed + ", " + literal
        }
        return manifest.replacingCharacters(in: list, with: edited)
    }

    /// The text between the brackets of `let features = [...]`.
    private static func featuresList(in manifest: String) -> Range<String.Index>? {
        guard let declaration = manifest.range(of: "let features"),
            let open = manifest[declaration.upperBound...].firstIndex(of: "["),
            let close = manifest[open...].firstIndex(of: "]")
        else { return nil }
        return manifest.index(after: open)..<close
    }

    private static func stringLiterals(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }
}
