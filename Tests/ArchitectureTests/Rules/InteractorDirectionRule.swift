/// Rule 7: an interactor never names a view, presenter or router. It owns the state and the intents; who shows
/// the state and where the flow goes are the layers above it, which observe it.
///
/// In a feature's `*Interactor.swift` (and `*Interactor+Concern.swift`), outside comments and strings, an
/// identifier fires when one of its words is View(s), Presenter(s), Presentable, Router(s), Routing or
/// Navigator: `TransferRouting`, `view`, `AmountViewModel` fire; `preview`, `reviewed` and `isListScreen` (the
/// state's own step) do not.
enum InteractorDirectionRule: ArchitectureRule {
    static let name = "interactor-direction"
    static let forbiddenWords: Set<String> = [
        "view", "views", "presenter", "presenters", "presentable", "router", "routers", "routing", "navigator",
    ]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("Interactor") }.flatMap { file in
            file.identifiers(namingAnyOf: forbiddenWords).map { token in
                Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "the interactor names `\(token.text)`: it changes its state and knows no view, "
                        + "presenter or router (they observe it)")
            }
        }
    }
}
