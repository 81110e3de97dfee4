/// Rule 3: in a feature module, `public` and `open` appear only in `<Feature>Builder.swift` and
/// `<Feature>Contracts.swift`: the Builder and the host contracts are the module's whole API.
///
/// `public` fires anywhere outside comments and strings (also `public(set)`); `open` fires when it is used as
/// a modifier (followed by a declaration keyword or another modifier), not as a name like `open(_:)`.
enum PublicAccessRule: ArchitectureRule {
    static let name = "public-outside-api"
    private static let declarationWords: Set<String> = [
        "class", "func", "var", "let", "subscript", "init", "override", "static", "final", "typealias",
        "required", "convenience", "nonisolated", "dynamic", "lazy",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { ![$0.module + "Builder", $0.module + "Contracts"].contains($0.name) }.flatMap {
            file in
            let tokens = file.tokens
            return tokens.indices.compactMap { index -> Violation? in
                let word = tokens[index].text
                guard word == "public" || word == "open", index == 0 || tokens[index - 1].text != "." else {
                    return nil
                }
                if word == "open" {
                    guard index + 1 < tokens.count, declarationWords.contains(tokens[index + 1].text) else {
                        return nil
                    }
                }
                return Violation(
                    rule: name, path: file.path, line: tokens[index].line,
                    message: "`\(word)` outside \(file.module)Builder.swift and \(file.module)Contracts.swift: "
                        + "everything else in a feature is internal")
            }
        }
    }
}
