/// A screen drawn in place that is taller than the terminal: its title and rule stay on the top lines, the rest
/// is shown a window at a time with a line saying which lines these are, and Enter shows the next window (after
/// the last, the first again). The
/// prompt and a notice keep the last lines, so nothing scrolls the title away. Piped output never uses this.
struct TallScreen: Equatable {
    /// The screen as its View drew it.
    let lines: [String]
    /// The terminal's rows.
    let height: Int

    /// Under the screen: the line saying which lines show, a notice and the prompt.
    static let reserved = 3
    /// The fewest lines of the screen a window shows, however short the terminal.
    static let minimumWindow = 3

    /// Nil when the screen fits the window with its prompt and a notice, or the height is not known.
    init?(lines: [String], height: Int?) {
        guard let height, lines.count + 2 > height else { return nil }
        self.lines = lines
        self.height = height
    }

    /// The title and its rule ("Filters" over "======="), kept on every window; none when the screen has no title.
    var kept: Int {
        guard lines.count > 2, !lines[1].isEmpty, lines[1].allSatisfy({ $0 == "=" }) else { return 0 }
        return 2
    }

    /// Lines of the rest of the screen in one window.
    var window: Int { max(Self.minimumWindow, height - Self.reserved - kept) }

    /// Where the window after the one starting at `start` begins; nil when that one shows the last line.
    func next(after start: Int) -> Int? {
        let following = start + window
        return following < lines.count - kept ? following : nil
    }

    /// The kept title, the window of lines from `start` (counted after the title), and the line saying which.
    func part(from start: Int) -> [String] {
        let body = lines.dropFirst(kept)
        let first = min(max(0, start), max(0, body.count - 1))
        let shown = body.dropFirst(first).prefix(window)
        let range = "Lines \(first + 1)-\(first + shown.count) of \(body.count)"
        let enter = next(after: first) == nil ? " · Enter for the top" : " · Enter for more"
        return Array(lines.prefix(kept)) + shown + ["  " + range + enter]
    }
}
