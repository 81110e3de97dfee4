/// Rule 6: a feature module imports only the shared targets and system modules: SwippyCore, SwippyData,
/// SwippyText, Foundation, Dispatch and Glibc. An allow-list, so a new engine target (a storage or index
/// target only the composition root may see) is refused without naming it here.
///
/// Any `import X`, `@testable import X`, `import struct X.Y` in a feature's file fires when `X` is not on the
/// list. A sibling feature is left to the sibling-import rule, which says so in its own words. Imports in
/// comments or strings do not count.
enum FeatureImportRule: ArchitectureRule {
    static let name = "feature-import"
    static let allowed: Set<String> = ["SwippyCore", "SwippyData", "SwippyText", "Foundation", "Dispatch", "Glibc"]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.flatMap { file in
            file.imports.compactMap { found -> Violation? in
                let module = found.module
                guard module != file.module, !allowed.contains(module), !tree.features.contains(module) else {
                    return nil
                }
                return Violation(
                    rule: name, path: file.path, line: found.line,
                    message: "feature \(file.module) imports \(module): a feature imports only "
                        + "\(allowed.sorted().joined(separator: ", "))")
            }
        }
    }
}
