/// The rules of the module shape (Modules.md, "Rules, and the tests that enforce them").
enum ArchitectureRules {
    static var all: [any ArchitectureRule.Type] {
        [
            SiblingImportRule.self, ViewNamingRule.self, PublicAccessRule.self, PresenterBindingRule.self,
            FileShapeRule.self, FeatureImportRule.self, InteractorDirectionRule.self, PresenterDirectionRule.self,
            ViewPurityRule.self, BuilderConstructsRule.self, NavigationChannelRule.self, FeatureInputOutputRule.self,
            RouterDirectionRule.self,
        ]
    }

    /// Every violation of every rule in `tree`.
    static func violations(in tree: SourceTree) -> [Violation] {
        all.flatMap { $0.violations(in: tree) }
    }
}
