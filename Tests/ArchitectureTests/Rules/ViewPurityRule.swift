/// Rule 9: a View is a pure line renderer. In a feature's `*View.swift` (and `*View+Concern.swift`):
/// - it imports only SwippyCore and SwippyText (no data layer, no Foundation);
/// - it does no I/O (`SourceFile.inputOutput`, as the feature I/O rule checks every other file of a feature);
/// - it names no domain rule: an identifier with the word Ledger, or `WalletStore`, `WalletState`,
///   `TransactionQuery`, `TransactionFilter`, `AmountInput`, `DateInput`.
/// Only code counts: the same words in comments and strings do not fire.
enum ViewPurityRule: ArchitectureRule {
    static let name = "view-purity"
    static let allowedImports: Set<String> = ["SwippyCore", "SwippyText"]
    static let domainTypes: Set<String> = [
        "WalletStore", "WalletState", "TransactionQuery", "TransactionFilter", "AmountInput", "DateInput",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("View") }.flatMap { file in
            var found = file.imports.filter { !allowedImports.contains($0.module) }.map { found in
                (found.line, "imports \(found.module): a View imports only SwippyCore and SwippyText")
            }
            found += file.inputOutput(ownNames: tree.names(declaredIn: file.module)).map { token in
                (token.line, "does I/O with `\(token.text)`: a View returns lines and the shell writes them")
            }
            let ledger = Set(file.identifiers(namingAnyOf: ["ledger"]).map(\.text))
            found += file.tokens.filter { domainTypes.contains($0.text) || ledger.contains($0.text) }.map { token in
                (token.line, "names the domain rule `\(token.text)`: a View shows its view model's strings")
            }
            return found.sorted { $0.0 < $1.0 }.map { line, message in
                Violation(rule: name, path: file.path, line: line, message: "the View " + message)
            }
        }
    }
}
