extension Block {
    /// How one table column is aligned and what gives way when a row is too wide.
    public struct Column: Equatable, Sendable {
        /// What a column's text may do when its row does not fit.
        public enum Fit: Equatable, Sendable {
            /// Never cut: amounts, masked numbers, statuses, option numbers, keys.
            case keep
            /// Shortened with "…" (down to 8 columns): names and titles.
            case shrink
            /// Wrapped inside the column (down to 12 columns); moved under the row when that is not enough:
            /// descriptions.
            case wrap
        }

        /// Where the text sits in the column.
        public var alignment: Alignment
        /// What the text may do when the row is too wide.
        public var fit: Fit
        /// True for a column that goes under its row (joined with the others there by " · ") before the
        /// table gives up lining its columns up: a date beside a name and an amount, on a narrow screen.
        public var movesBelow: Bool
        /// The column's widest cell over the whole list when the table draws one page of it (nil: measure the
        /// rows given). Every page is then laid out at the same widths, so the layout and the amount column stay
        /// put as the pages turn: a longer shrink cell on a page is shortened to it, a longer wrap cell wrapped,
        /// and only a longer kept cell (never cut) widens its column.
        public var listWidth: Int?
        /// The fewest columns a shrink (or wrap) column is narrowed to before the table tries its next way (nil: 8
        /// for shrink, 12 for wrap): a name that should rather move its neighbours under the row than show 8.
        public var shortest: Int?

        /// A column whose text fits by `fit`, aligned `alignment`; `movesBelow` and `listWidth` as above.
        public init(_ fit: Fit, _ alignment: Alignment = .left, movesBelow: Bool = false, listWidth: Int? = nil) {
            self.fit = fit
            self.movesBelow = movesBelow
            self.alignment = alignment
            self.listWidth = listWidth
        }

        /// The same column narrowed to no fewer than `columns` (`shortest`).
        public func shortest(_ columns: Int) -> Column {
            var column = self
            column.shortest = columns
            return column
        }

        /// The same column measured over the whole list: `listWidth` set to `width`.
        public func measured(_ width: Int) -> Column {
            var column = self
            column.listWidth = width
            return column
        }

        /// Kept whole, left-aligned: a masked number, a status, a key.
        public static let keep = Column(.keep)
        /// Kept whole, right-aligned: an amount, an option number ("1.").
        public static let keepRight = Column(.keep, .right)
        /// Shortened with "…", left-aligned: a name or title.
        public static let shrink = Column(.shrink)
        /// Wrapped, left-aligned: a description.
        public static let wrap = Column(.wrap)
    }
}
