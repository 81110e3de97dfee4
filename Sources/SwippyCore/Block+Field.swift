extension Block {
    /// One label/value pair of a ``Block/fields(_:indent:)`` block.
    public struct Field: Equatable, Sendable {
        /// The label, in the aligned first column; shortened with "…" only on very narrow screens.
        public var label: String
        /// The value: wrapped under itself when too long, unless kept.
        public var value: Cell
        /// True for an amount, a masked number or a status: the value is never cut or wrapped, it moves
        /// to its own line under the label when it does not fit beside it. A pill is always kept.
        public var keep: Bool

        /// "Bank  HDFC Bank": `value` wraps when long, or is kept whole when `keep` is true.
        public init(_ label: String, _ value: String, keep: Bool = false, style: Cell.Style = .plain) {
            self.init(label, Cell(value, style), keep: keep)
        }

        /// A field whose value is a cell (e.g. `.pill("Blocked", .bad)`).
        public init(_ label: String, _ value: Cell, keep: Bool = false) {
            self.label = label
            self.value = value
            self.keep = keep || value.isPill
        }
    }
}
