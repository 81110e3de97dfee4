/// How many items of a list drawn one line each fit the terminal: its rows less the lines the screen keeps
/// for everything else (title, summary, page line, totals, commands, prompt and a notice), so the whole page
/// shows without scrolling. Without a terminal, pages keep `config.page_size`.
enum PageFit {
    /// History's list around its rows: title and rule, blank, summary, blank (5); blank, page line (2);
    /// blank, totals heading, In, Out, Net, a currency left out (6); blank, up to eight commands (9); blank,
    /// a notice, the prompt (3).
    static let historyReserved = 25

    /// Every other paged list, drawn one line an item (cards, accounts and their transactions, add-money
    /// sources, credit lines, payments and schedules, disputes and their sources, rates, currencies): title
    /// and rule, blank, a heading, blank (4); table header, blank, page line (3); blank, up to seven commands
    /// (8); blank, a notice, the prompt (3).
    static let listReserved = 18

    /// The fewest rows a page shows, however short the terminal.
    static let minimum = 3

    /// Rows per page on a terminal of `height` rows and `width` columns when `reserved` of them hold the rest
    /// of the screen; `fallback` when there is no terminal. A History row takes one line on a wide terminal,
    /// two when its note and account go under it, three when its date does too (`linesPerRow`).
    static func rows(height: Int?, width: Int, reserved: Int, fallback: Int) -> Int {
        fitting(height: height, reserved: reserved, linesPerRow: linesPerRow(width: width), fallback: fallback)
    }

    /// Items per page of a list drawn one line an item (`listReserved`) on a terminal of `height` rows;
    /// `fallback` (config.page_size) when there is no terminal.
    static func listRows(height: Int?, fallback: Int) -> Int {
        fitting(height: height, reserved: listReserved, linesPerRow: 1, fallback: fallback)
    }

    /// The most lines one History row takes at `width` columns (its table's steps, `TableLayout`).
    static func linesPerRow(width: Int) -> Int {
        width >= 120 ? 1 : width >= 60 ? 2 : 3
    }

    private static func fitting(height: Int?, reserved: Int, linesPerRow: Int, fallback: Int) -> Int {
        guard let height else { return fallback }
        return max(minimum, (height - reserved) / max(1, linesPerRow))
    }
}
