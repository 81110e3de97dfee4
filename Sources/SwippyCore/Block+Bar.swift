extension Block {
    /// One bar of a ``Block/barChart(_:)``: `  Jun 2026  ████████▌     ₹12,400.00`.
    public struct Bar: Equatable, Sendable {
        /// What the bar stands for ("Jun 2026", "Limit used"); kept whole, never shortened.
        public var label: String
        /// The bar's size, in any whole unit shared by the chart's bars (minor units of money, a
        /// percentage times 100). Bars are drawn in proportion to the largest value; zero or
        /// negative values draw no bar.
        public var value: Int64
        /// The amount as the reader sees it ("₹12,400.00"); kept whole, never cut.
        public var amount: String
        /// The bar's colour when colour is on.
        public var tone: Tone

        /// A bar labelled `label`, `value` long, showing `amount` beside it.
        public init(_ label: String, value: Int64, amount: String, tone: Tone = .accent) {
            self.label = label
            self.value = value
            self.amount = amount
            self.tone = tone
        }
    }
}
