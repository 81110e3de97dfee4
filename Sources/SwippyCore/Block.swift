/// One part of a screen. A View lists blocks top to bottom and hands them to ``ScreenRenderer``,
/// which lays them out to the terminal width with one rule:
///
/// - **keep** text (an amount, a masked number, a status, a pill) is never cut. When a line cannot
///   hold it, it moves to a continuation line; only a keep token wider than the whole screen goes
///   over the width, alone on its line.
/// - **shrink** text (titles, names) is shortened with "…" and **wrap** text (descriptions,
///   sentences) is wrapped, before any keep text moves.
/// - a coloured line is exactly as wide as its plain twin (see ``Cell/pill(_:_:)``).
///
/// Blocks add no spacing of their own: put a ``blank`` where the screen wants an empty line.
public enum Block: Equatable, Sendable {
    /// The screen title, underlined with "=" to its own width; shortened with "…" when too wide.
    case title(String)
    /// A heading inside a screen, underlined with "-".
    case section(String)
    /// A paragraph, word-wrapped; every line starts with `indent` spaces.
    case text(String, indent: Int = 0)
    /// Label/value pairs with the labels in one column: "  Bank     HDFC Bank". A value too long
    /// for its line wraps under itself; a kept value moves to its own line instead of being cut.
    case fields([Field], indent: Int = 2)
    /// Rows of cells in columns; each ``Column`` says its alignment and how it fits.
    /// Cells missing at the end of a row are empty; trailing spaces are trimmed.
    case table([Column], rows: [[Cell]], indent: Int = 2)
    /// The card list: one headline row per card, columns aligned across cards, with its detail
    /// line ("HDFC Bank · •••• 3456 · ASHA RAO") under the title.
    case cards([Card])
    /// Numbered options, "  1. View details". The number is never cut; the title wraps under itself.
    /// When any item has a key or a detail the menu is drawn as a table:
    /// "  1.  Payment cards  (cards)  Your cards, dues and statements".
    case menu([MenuItem])
    /// A page of a paged list's options, numbered from `first` (its place in the whole list, `Paging.number`):
    /// "  7. Millennia Credit Card ••3456". Drawn as ``Block/menu(_:)``.
    case numberedMenu(first: Int, [MenuItem])
    /// Letter commands under a screen: "  n  Next page".
    case commands([Command])
    /// Parts on as few lines as fit, joined by " · " after `lead` ("Totals of all 23 transactions: In ₹3,23,549.00 ·
    /// Out ₹1,01,131.15"): lines break only between parts (after the lead too), and a part wider than a line wraps.
    /// With `maxLines`, only the parts that fit in that many lines are drawn, then `more` ("? more").
    case joined([String], lead: String = "", indent: Int = 2, maxLines: Int? = nil, more: String = "")
    /// A message for the user, wrapped at indent 2, in the accent colour when colour is on.
    case notice(String)
    /// A failure, "  Error: disk full", wrapped at indent 2, "Error:" in red when colour is on.
    case error(String)
    /// An empty line.
    case blank
    /// A line chart of values over time, fitted to the width (braille on UTF-8, ASCII otherwise): see ``LineChart``.
    case lineChart(LineChart)
    /// A horizontal bar chart, one bar per line: label, bar, amount. Labels and amounts are kept whole
    /// and aligned in their columns; the bars take the room left (at most 50 columns) and shrink with
    /// the width. Bars are Unicode blocks ("█▌") when ``RenderContext/utf8`` is on, "#" otherwise,
    /// painted in each bar's tone when colour is on. When fewer than 4 columns are left for the bars,
    /// each bar goes on its own line under its label and amount.
    case barChart([Bar])
    /// Lines already drawn (a chart, a card picture). They should fit the width: a plain line that
    /// does not is shortened with "…"; a line with escape codes is passed through as it is.
    case lines([String])
}
