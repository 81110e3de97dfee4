/// Rule 1: a feature module never imports another feature module (features = Package.swift's `features`).
///
/// Any `import X`, `@testable import X`, `import struct X.Y` in a feature's file fires when `X` is a feature
/// other than the file's own module. Imports in comments or strings do not count.
enum SiblingImportRule: ArchitectureRule {
    static let name = "sibling-import"

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.flatMap { file in
            file.imports.compactMap { found -> Violation? in
                guard found.module != file.module, tree.features.contains(found.module) else { return nil }
                return Violation(
                    rule: name, path: file.path, line: found.line,
                    message: "feature \(file.module) imports its sibling feature \(found.module); "
                        + "features talk through their host (a Listener/Dependency), never to each other")
            }
        }
    }
}
