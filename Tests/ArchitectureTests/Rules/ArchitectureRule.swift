/// One rule of the module shape, checked over a Sources tree.
protocol ArchitectureRule {
    /// A short name shown in every violation, e.g. `sibling-import`.
    static var name: String { get }
    /// Every place in `tree` that breaks the rule, in file order.
    static func violations(in tree: SourceTree) -> [Violation]
}
