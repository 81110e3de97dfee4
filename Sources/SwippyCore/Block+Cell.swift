extension Block {
    /// The text of one table cell or field value, and how it is painted.
    public struct Cell: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// How a cell is painted when colour is on. Whatever the style, the cell's text is the same.
        public enum Style: Equatable, Sendable {
            /// No colour.
            case plain
            /// The text in the tone's colour.
            case tone(Tone)
            /// A status pill; always kept whole (see ``Cell/pill(_:_:)``).
            case pill(Tone)
        }

        /// What the cell says.
        public var text: String
        /// How it is painted.
        public var style: Style

        /// A cell saying `text`, painted in `style`.
        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }

        /// A plain cell: `["Coffee", "₹20.00"]` is a row of two cells.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A status pill. Plain, it is the bare words ("Due in 6 days"). With colour on it is the words
        /// with a space on each side on the tone's background (" Due in 6 days "), and those two
        /// spaces are taken from the gap before the pill, so the coloured line is exactly as wide as
        /// the plain one; the words move one column left. A pill with less than two spaces before it
        /// (at the very start of a line) is painted without the padding.
        public static func pill(_ text: String, _ tone: Tone) -> Cell {
            Cell(text, .pill(tone))
        }

        /// Text in the tone's colour.
        public static func tone(_ text: String, _ tone: Tone) -> Cell {
            Cell(text, .tone(tone))
        }

        var isPill: Bool {
            if case .pill = style { return true }
            return false
        }
    }
}
