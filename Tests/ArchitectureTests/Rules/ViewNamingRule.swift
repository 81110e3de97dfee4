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
            var seen = Set<String>()
            return file.tokens.compactMap { token -> Violation? in
                guard token.isIdentifier,
                    words(of: token.text).contains(where: { forbiddenWords.contains($0.lowercased()) }),
                    seen.insert("\(token.line) \(token.text)").inserted
                else { return nil }
                return Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "the View names `\(token.text)`: a View renders its view model and knows no "
                        + "interactor, router, repository or store")
            }
        }
    }

    /// `paymentCardsInteractor` → payment, Cards, Interactor; `URLRouter` → URL, Router; `a_store` → a, store.
    static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier.filter { $0 != "`" })
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "$" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let previousIsLower = index > 0 && (characters[index - 1].isLowercase || characters[index - 1].isNumber)
            if character.isUppercase, !current.isEmpty, previousIsLower || nextIsLower {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
