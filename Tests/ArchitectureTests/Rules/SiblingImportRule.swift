/// Rule 1: a feature module never imports another feature module (features = Package.swift's `features`).
///
/// Any `import X`, `@testable import X`, `import struct X.Y` in a feature's file fires when `X` is a feature
/// other than the file's own module. Imports in comments or strings do not count.
enum SiblingImportRule: ArchitectureRule {
    static let name = "sibling-import"
    private static let importKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.flatMap { file in
            file.tokens.indices.compactMap { index -> Violation? in
                let tokens = file.tokens
                guard tokens[index].text == "import", index == 0 || tokens[index - 1].text != "." else { return nil }
                var next = index + 1
                if next < tokens.count, importKinds.contains(tokens[next].text) { next += 1 }
                guard next < tokens.count else { return nil }
                let module = tokens[next].text
                guard module != file.module, tree.features.contains(module) else { return nil }
                return Violation(
                    rule: name, path: file.path, line: tokens[index].line,
                    message: "feature \(file.module) imports its sibling feature \(module); "
                        + "features talk through their host (a Listener/Dependency), never to each other")
            }
        }
    }
}
