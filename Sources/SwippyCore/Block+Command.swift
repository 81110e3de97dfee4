extension Block {
    /// One letter command of a ``Block/commands(_:)`` block: "n  Next page".
    public struct Command: Equatable, Sendable {
        /// What to type: "n". Kept.
        public var key: String
        /// What it does: "Next page". Wraps under itself.
        public var description: String

        /// A command: `Command("n", "Next page")`.
        public init(_ key: String, _ description: String) {
            self.key = key
            self.description = description
        }
    }
}
