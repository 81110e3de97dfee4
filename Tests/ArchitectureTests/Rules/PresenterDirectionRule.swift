/// Rule 8: a presenter talks only to its interactor, its router and its view.
///
/// In a feature's `*Presenter.swift` (and `*Presenter+Concern.swift`), outside comments and strings:
/// - an identifier fires when one of its words is Repository, Store, Ledger, Navigator, Listener, Builder,
///   Dependency or Adapter: the data, the domain's rules, the stack and the host are behind the interactor
///   and the router;
/// - an existential `any X` fires unless `X` is an `…Interacting` or `…Routing` protocol or `ScreenView`: a
///   stored collaborator of any other kind is a second channel;
/// - a concrete interactor or router type fires (`AlphaInteractor`, `AlphaRouter`): the presenter holds and
///   calls them through their protocols, so a fake stands in for either in its tests.
enum PresenterDirectionRule: ArchitectureRule {
    static let name = "presenter-direction"
    static let forbiddenWords: Set<String> = [
        "repository", "repositories", "store", "stores", "ledger", "navigator", "listener", "listeners", "builder",
        "dependency", "dependencies", "adapter",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("Presenter") }.flatMap { file in
            let named = file.identifiers(namingAnyOf: forbiddenWords).map { token in
                (token.line, "names `\(token.text)`")
            }
            let existentials = file.tokens.indices.dropLast().compactMap { index -> (Int, String)? in
                let next = file.tokens[index + 1]
                guard file.tokens[index].text == "any", next.isIdentifier, !allowed(next.text) else { return nil }
                return (next.line, "holds `any \(next.text)`")
            }
            let concrete = file.tokens.filter { token in
                token.text.first?.isUppercase == true
                    && ["Interactor", "Router"].contains(SourceFile.words(of: token.text).last ?? "")
            }.map { token in (token.line, "names the concrete `\(token.text)`") }
            return (named + existentials + concrete).sorted { $0.0 < $1.0 }.map { line, what in
                Violation(
                    rule: name, path: file.path, line: line,
                    message: "the presenter \(what): it talks only to its interactor (…Interacting), its router "
                        + "(…Routing) and its view")
            }
        }
    }

    private static func allowed(_ type: String) -> Bool {
        type.hasSuffix("Interacting") || type.hasSuffix("Routing") || type == "ScreenView"
    }
}
