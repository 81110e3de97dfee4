extension Block {
    /// One numbered option of a ``Block/menu(_:)``.
    public struct MenuItem: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// What the option does: "View details".
        public var title: String
        /// The word that also opens it, shown as "(cards)"; kept.
        public var key: String?
        /// A description after the title; wraps, and moves under the title on narrow screens.
        public var detail: String?

        /// An option; `key` and `detail` turn the menu into aligned columns.
        public init(_ title: String, key: String? = nil, detail: String? = nil) {
            self.title = title
            self.key = key
            self.detail = detail
        }

        /// An option with only a title: `.menu(["View details", "Pay now"])`.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }
}
