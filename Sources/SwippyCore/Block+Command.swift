extension Block {
    /// One letter command of a ``Block/commands(_:)`` block: "n  Next page".
    public struct Command: Equatable, Sendable {
        /// What to type: "n". Kept.
        public var key: String
        /// What it does: "Next page". Wraps under itself.
        public var description: String
        /// One or two words for where commands share a line ("next"); the description when nil; the key alone
        /// when empty ("in / out").
        public var short: String?

        /// A command: `Command("n", "Next page")`, with `short` words for a shared line (`Command.line`).
        public init(_ key: String, _ description: String, short: String? = nil) {
            self.key = key
            self.description = description
            self.short = short
        }

        /// "n next": the key and its short words, as a shared line of commands shows it.
        public var brief: String {
            let words = short ?? description
            return words.isEmpty ? key : key + " " + words
        }
    }
}
