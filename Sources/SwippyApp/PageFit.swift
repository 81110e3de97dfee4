/// How many items of a list drawn one line each fit the terminal: its rows less the lines the screen keeps
/// for everything else (title, summary, page line, totals, commands, prompt and a notice), so the whole page
/// shows without scrolling. Without a terminal, pages keep `config.page_size`.
enum PageFit {
    /// History's list around its rows: title and rule, blank, summary, blank (5); blank, page line (2);
    /// blank, totals heading, In, Out, Net, a currency left out (6); blank, up to eight commands (9); blank,
    /// a notice, the prompt (3).
    static let historyReserved = 25

    /// The fewest rows a page shows, however short the terminal.
    static let minimum = 3

    /// Rows per page on a terminal of `height` rows when `reserved` of them hold the rest of the screen;
    /// `fallback` when there is no terminal.
    static func rows(height: Int?, reserved: Int, fallback: Int) -> Int {
        guard let height else { return fallback }
        return max(minimum, height - reserved)
    }
}
