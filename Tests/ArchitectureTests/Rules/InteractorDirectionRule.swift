/// Rule 7: an interactor never names a view, presenter or router. It owns the state and the intents; who shows
/// the state and where the flow goes are the layers above it, which observe it.
///
/// In a feature's `*Interactor.swift` (and `*Interactor+Concern.swift`), outside comments and strings, an
/// identifier fires when one of its words is View(s), Presenter(s), Presentable, Router(s), Routing, Navigator,
/// Navigating or Stack, or when it is `Screen`, `ModuleScreen` or `StepVisit`: `TransferRouting`, `view`,
/// `AmountViewModel`, `ScreenNavigating` and `StepStack` (driving the screen stack) fire; `preview`, `reviewed`
/// and `isListScreen` (the state's own step) do not.
enum InteractorDirectionRule: ArchitectureRule {
    static let name = "interactor-direction"
    static let forbiddenWords: Set<String> = [
        "view", "views", "presenter", "presenters", "presentable", "router", "routers", "routing", "navigator",
        "navigating", "stack",
    ]
    static let screenTypes: Set<String> = ["Screen", "ModuleScreen", "StepVisit"]

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.filter { $0.baseName.hasSuffix("Interactor") }.flatMap { file in
            var seen = Set<String>()
            let screens = file.tokens.filter {
                screenTypes.contains($0.text) && seen.insert("\($0.line) \($0.text)").inserted
            }
            let named = file.identifiers(namingAnyOf: forbiddenWords) + screens
            return named.sorted { $0.line < $1.line }.map { token in
                Violation(
                    rule: name, path: file.path, line: token.line,
                    message: "the interactor names `\(token.text)`: it changes its state and knows no view, "
                        + "presenter, router or screen stack (they observe it)")
            }
        }
    }
}
