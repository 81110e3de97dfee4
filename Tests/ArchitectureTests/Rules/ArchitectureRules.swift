/// The five rules of the module shape (SHAPE.md, issue 8 item 7), in the order the issue lists them.
enum ArchitectureRules {
    static var all: [any ArchitectureRule.Type] {
        [
            SiblingImportRule.self, ViewNamingRule.self, PublicAccessRule.self, PresenterBindingRule.self,
            FileShapeRule.self,
        ]
    }

    /// Every violation of every rule in `tree`.
    static func violations(in tree: SourceTree) -> [Violation] {
        all.flatMap { $0.violations(in: tree) }
    }
}
