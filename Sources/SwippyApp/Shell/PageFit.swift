/// How many items of a list drawn one line each fit the terminal: its rows less the lines the screen keeps
/// for everything else (title, summary, page line, totals, commands, prompt and a notice), so the whole page
/// shows without scrolling. Without a terminal, pages keep `config.page_size`.
enum PageFit {
    /// History's list around its rows, as drawn compact on a terminal (`HistoryView`): title and rule, summary,
    /// blank (4); page line, commands on one line (2); a notice, the prompt (2). The totals' lines depend on the
    /// width (`historyTotalsLines`).
    static let historyReserved = 8

    /// Every other paged list, drawn one line an item (cards, accounts and their transactions, add-money
    /// sources, credit lines, payments and schedules, disputes and their sources, rates, currencies): title
    /// and rule, blank, a heading, blank (4); table header, blank, page line (3); blank, up to seven commands
    /// (8); blank, a notice, the prompt (3).
    static let listReserved = 18

    /// The fewest rows a page shows, however short the terminal.
    static let minimum = 3

    /// Rows per page of History on a terminal of `height` rows and `width` columns when `reserved` of them hold
    /// the rest of the screen beside its totals (`historyTotalsLines`); `fallback` when there is no terminal. A row
    /// takes one line from 80 columns, two below (its date, note and account on one line under it).
    static func rows(height: Int?, width: Int, reserved: Int, fallback: Int) -> Int {
        fitting(
            height: height, reserved: reserved + historyTotalsLines(width: width),
            linesPerRow: linesPerRow(width: width), fallback: fallback)
    }

    /// Items per page of a list drawn one line an item (`listReserved`) on a terminal of `height` rows;
    /// `fallback` (config.page_size) when there is no terminal.
    static func listRows(height: Int?, fallback: Int) -> Int {
        fitting(height: height, reserved: listReserved, linesPerRow: 1, fallback: fallback)
    }

    /// The most lines one History row takes at `width` columns (its table's steps, `TableLayout`).
    static func linesPerRow(width: Int) -> Int {
        width >= 80 ? 1 : 2
    }

    /// The lines History's totals take at `width` columns, joined after their heading ("Totals of all 23
    /// transactions: In ₹3,23,549.00 · Out ₹1,01,131.15 · Net ₹2,22,417.85"): one from 120 columns, two from 60,
    /// four below (the heading, then In, Out and Net as they fit).
    static func historyTotalsLines(width: Int) -> Int {
        width >= 120 ? 1 : width >= 60 ? 2 : 4
    }

    private static func fitting(height: Int?, reserved: Int, linesPerRow: Int, fallback: Int) -> Int {
        guard let height else { return fallback }
        return max(minimum, (height - reserved) / max(1, linesPerRow))
    }
}
