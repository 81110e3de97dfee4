/// Rule 13: a router knows its interactor, the stack, its listener and the screens it builds; never the data.
///
/// In a feature's `*Router.swift` (and `*Router+Concern.swift`), outside comments and strings:
/// - an identifier fires when one of its words is Repository, Store, Ledger, Dependency or Adapter: the data and
///   the domain's rules are behind the interactor, which the router only follows;
/// - an existential `any X` fires unless `X` is an `…Interacting` or `…Listener` protocol, `ScreenNavigating`,
///   `Screen` or `ModulePresenter`: a stored collaborator of any other kind is a second channel.
enum RouterDirectionRule: ArchitectureRule {
    static let name = "router-direction"
    static let forbiddenWords: Set<String> = [
        "repository", "repositories", "store", "stores", "ledger", "dependency", "dependencies", "adapter",
    ]
    static let allowedTypes: Set<String> = ["ScreenNavigating", "Screen", "ModulePresenter"]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("Router") }.flatMap { file in
            let named = file.identifiers(namingAnyOf: forbiddenWords).map { token in
                (token.line, "names `\(token.text)`")
            }
            let existentials = file.tokens.indices.dropLast().compactMap { index -> (Int, String)? in
                let next = file.tokens[index + 1]
                guard file.tokens[index].text == "any", next.isIdentifier, !allowed(next.text) else { return nil }
                return (next.line, "holds `any \(next.text)`")
            }
            return (named + existentials).sorted { $0.0 < $1.0 }.map { line, what in
                Violation(
                    rule: name, path: file.path, line: line,
                    message: "the router \(what): it follows its interactor (…Interacting), moves the stack and "
                        + "tells its listener; the data is the interactor's")
            }
        }
    }

    private static func allowed(_ type: String) -> Bool {
        type.hasSuffix("Interacting") || type.hasSuffix("Listener") || allowedTypes.contains(type)
    }
}
