/// Rule 2: a View (`*View.swift`, or `*View+Concern.swift`, in a feature module) is a pure function of its view
/// model, so it never names an interactor, a router, a repository or a store.
///
/// Every identifier outside comments and strings is split into its words (camel case and `_`); the file fires
/// when a word is one of Interactor(s), Interacting, Router(s), Routing, Repository/Repositories or Store(s),
/// in any case: `TransferInteractor`, `router`, `walletStore` fire; `Restore` and `storefront` do not.
enum ViewNamingRule: ArchitectureRule {
    static let name = "view-names"
    static let forbiddenWords: Set<String> = [
        "interactor", "interactors", "interacting", "router", "routers", "routing",
        "repository", "repositories", "store", "stores",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("View") }.flatMap { file in
            file.identifiers(namingAnyOf: forbiddenWords).map { token in
                Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "the View names `\(token.text)`: a View renders its view model and knows no "
                        + "interactor, router, repository or store")
            }
        }
    }
}
