/// Rule 4: every presenter binds through the observable (Modules.md, "The one module shape").
///
/// A presenter is a type (not a protocol) whose name ends in `Presenter`, declared in a feature module. Looking
/// at its declaration and its extensions in the same module:
/// - it has a `func start()` whose body subscribes to the interactor's state: the tokens
///   `state.observe {` or `state.observe(` (e.g. `observation = interactor.state.observe { [weak self] … }`);
/// - it has a `static func viewModel(for …)`, the pure mapping from state to view model;
/// - its declaration keeps no stored `var` (instance or static, `lazy` or with observers) except `view` and
///   observation tokens (a `var` whose type names `ObservationToken`). Constants (`let`) and computed
///   properties are fine: a presenter's own state would be a `var`.
enum PresenterBindingRule: ArchitectureRule {
    static let name = "presenter-binding"

    static func violations(in tree: SourceTree) -> [Violation] {
        tree.featureFiles.flatMap { file in
            file.declarations.filter { $0.isType && $0.kind != "protocol" && $0.name.hasSuffix("Presenter") }
                .flatMap { presenter in
                    let bodies =
                        [(file, presenter.body)]
                        + tree.featureFiles
                        .filter { $0.module == file.module }
                        .flatMap { other in
                            other.declarations.filter { $0.kind == "extension" && $0.name == presenter.name }
                                .map { (other, $0.body) }
                        }
                    return check(presenter, in: file, bodies: bodies)
                }
        }
    }

    private static func check(
        _ presenter: Declaration, in file: SourceFile, bodies: [(file: SourceFile, body: Range<Int>)]
    ) -> [Violation] {
        func violation(_ line: Int, _ message: String) -> Violation {
            Violation(rule: name, path: file.path, line: line, message: "\(presenter.name) " + message)
        }
        var found: [Violation] = []
        let starts = bodies.compactMap { part in
            startBody(in: part.file.tokens, part.body).map { (tokens: part.file.tokens, body: $0) }
        }
        if starts.isEmpty {
            found.append(
                violation(presenter.line, "has no start(): bind in start() with interactor.state.observe { … }"))
        } else if !starts.contains(where: { observesState($0.tokens, $0.body) }) {
            found.append(
                violation(
                    presenter.line,
                    "does not observe the interactor's state in start() "
                        + "(observation = interactor.state.observe { [weak self] … })"))
        }
        if !bodies.contains(where: { hasViewModelFunction($0.file.tokens, $0.body) }) {
            found.append(
                violation(presenter.line, "has no pure `static func viewModel(for:)` mapping state to its view model"))
        }
        for (line, variable) in storedVariables(file.tokens, presenter.body) {
            found.append(
                violation(
                    line,
                    "keeps its own state `var \(variable)`: state belongs to the interactor "
                        + "(only `view` and observation tokens may be stored vars)"))
        }
        return found
    }

    /// The body of `func start()` among the direct members of `body`.
    private static func startBody(in tokens: [Token], _ body: Range<Int>) -> Range<Int>? {
        for index in SwiftStructure.directMembers(of: tokens, in: body)
        where index + 4 < body.upperBound && tokens[index].text == "func" && tokens[index + 1].text == "start"
            && tokens[index + 2].text == "(" && tokens[index + 3].text == ")"
        {
            var open = index + 4
            while open < body.upperBound, tokens[open].text != "{" { open += 1 }
            guard open < body.upperBound else { return nil }
            return SwiftStructure.body(openingAt: open, in: tokens, limit: body.upperBound)
        }
        return nil
    }

    private static func observesState(_ tokens: [Token], _ body: Range<Int>) -> Bool {
        body.contains { index in
            index + 3 < body.upperBound && tokens[index].text == "state" && tokens[index + 1].text == "."
                && tokens[index + 2].text == "observe" && ["{", "("].contains(tokens[index + 3].text)
        }
    }

    private static func hasViewModelFunction(_ tokens: [Token], _ body: Range<Int>) -> Bool {
        SwiftStructure.directMembers(of: tokens, in: body).contains { index in
            index + 4 < body.upperBound && tokens[index].text == "static" && tokens[index + 1].text == "func"
                && tokens[index + 2].text == "viewModel" && tokens[index + 3].text == "("
                && tokens[index + 4].text == "for"
        }
    }

    /// The stored `var`s declared directly in `body` that are neither `view` nor observation tokens.
    private static func storedVariables(_ tokens: [Token], _ body: Range<Int>) -> [(line: Int, name: String)] {
        SwiftStructure.directMembers(of: tokens, in: body).compactMap { index in
            guard tokens[index].text == "var", index + 1 < body.upperBound else { return nil }
            let line = tokens[index].line
            let name = tokens[index + 1].text
            var rest = (index + 2)..<body.upperBound
            if let end = rest.first(where: { tokens[$0].line != line }) { rest = rest.lowerBound..<end }
            let assignment = rest.first { tokens[$0].text == "=" }
            let brace = rest.first { tokens[$0].text == "{" }
            if let brace, assignment.map({ brace < $0 }) ?? true {
                let accessor = brace + 1 < body.upperBound ? tokens[brace + 1].text : ""
                if !["willSet", "didSet"].contains(accessor) { return nil }  // computed
            }
            let typeTokens = rest.prefix { tokens[$0].text != "=" && tokens[$0].text != "{" }
            let isToken = typeTokens.contains { tokens[$0].text == "ObservationToken" }
            return name == "view" || isToken ? nil : (line, name)
        }
    }
}
