/// Rule 10: only a Builder constructs interactors and routers, and only a Builder or its Router constructs
/// presenters (the Router alone maps a step to a screen, so it makes each screen's presenter; Modules.md).
///
/// In a feature's files, outside comments and strings, a call of a type whose name ends in `Interactor` or
/// `Router` (`TransferInteractor(`, `TransferRouter.init(`) fires outside `*Builder.swift` /
/// `*Builder+Concern.swift`; one ending in `Presenter` fires outside those and `*Router.swift`. Naming the type
/// without calling it (`let x: TransferInteractor`, `TransferRouter.self`) does not fire.
enum BuilderConstructsRule: ArchitectureRule {
    static let name = "builder-constructs"

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { !$0.baseName.hasSuffix("Builder") }.flatMap { file in
            file.tokens.indices.compactMap { index -> Violation? in
                let token = file.tokens[index]
                guard token.isIdentifier, let first = token.text.first, first.isUppercase,
                    let role = ["Interactor", "Router", "Presenter"].first(where: { token.text.hasSuffix($0) }),
                    !(role == "Presenter" && file.baseName.hasSuffix("Router")),
                    isCall(file.tokens, after: index)
                else { return nil }
                return Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "\(file.name) constructs \(token.text): only a Builder constructs interactors and "
                        + "routers (a Builder or its Router, presenters)")
            }
        }
    }

    /// `X(` or `X.init(` right after the type's name.
    private static func isCall(_ tokens: [Token], after index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        if tokens[index + 1].text == "(" { return true }
        return index + 3 < tokens.count && tokens[index + 1].text == "." && tokens[index + 2].text == "init"
            && tokens[index + 3].text == "("
    }
}
