/// Rule 11: one navigation channel. Inside a module the Router alone moves the stack, by following the state's
/// step; `navigate(to:)` exists only to leave the module, through its Listener (Modules.md, "Navigation").
///
/// In a feature's files, outside comments and strings, it fires when:
/// - a Router's `func navigate(to` moves the stack itself (its body names `navigator`, `stack`, `push`, `pop`,
///   `replaceTop` or `ModuleScreen`, or constructs a presenter) or never names its `listener`: a presenter asked it
///   for a screen of the module;
/// - a presenter calls its router for anything but `navigate(to:)` (`router.showCard(`): a second way in.
enum NavigationChannelRule: ArchitectureRule {
    static let name = "navigation-channel"
    static let stackWords: Set<String> = ["navigator", "stack", "push", "pop", "replaceTop", "ModuleScreen"]

    static func violations(in tree: SourceTree) -> [Violation] {
        let routers = tree.featureFiles.filter { $0.baseName.hasSuffix("Router") }.flatMap(routerViolations)
        let presenters = tree.featureFiles.filter { $0.baseName.hasSuffix("Presenter") }.flatMap(presenterViolations)
        return (routers + presenters).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    private static func routerViolations(_ file: SourceFile) -> [Violation] {
        let tokens = file.tokens
        return tokens.indices.dropLast(3).flatMap { index -> [Violation] in
            guard tokens[index].text == "func", tokens[index + 1].text == "navigate", tokens[index + 2].text == "(",
                tokens[index + 3].text == "to",
                let open = tokens[index...].firstIndex(where: { $0.text == "{" })
            else { return [] }
            let body = SwiftStructure.body(openingAt: open, in: tokens, limit: tokens.count)
            let moves = body.filter { position in
                let token = tokens[position]
                return stackWords.contains(token.text)
                    || (token.text.hasSuffix("Presenter") && position + 1 < tokens.count
                        && tokens[position + 1].text == "(")
            }
            var found = moves.map { position in
                Violation(
                    rule: name, path: file.path, line: tokens[position].line,
                    message: "navigate(to:) names `\(tokens[position].text)`: it only leaves the module through the "
                        + "listener; a screen of the module is a step the router follows")
            }
            if !body.contains(where: { tokens[$0].text == "listener" }) {
                found.append(
                    Violation(
                        rule: name, path: file.path, line: tokens[index].line,
                        message: "navigate(to:) never tells the listener: leaving the module goes through it"))
            }
            return found
        }
    }

    private static func presenterViolations(_ file: SourceFile) -> [Violation] {
        let tokens = file.tokens
        return tokens.indices.dropLast(3).compactMap { index in
            guard tokens[index].text == "router", tokens[index + 1].text == ".", tokens[index + 2].isIdentifier,
                tokens[index + 2].text != "navigate", tokens[index + 3].text == "("
            else { return nil }
            return Violation(
                rule: name, path: file.path, line: tokens[index].line,
                message: "the presenter calls router.\(tokens[index + 2].text)(…): it asks its router only to "
                    + "navigate(to:) out of the module; a screen of the module is an intent's step")
        }
    }
}
