/// How an edited line fits one terminal row: the prompt (whole while it fits the row with a column for the
/// cursor; else shortened from the left with "…" so the text keeps some room), the part of the text around
/// the cursor (scrolled sideways when the text is wider than the row), and the column of the cursor. The
/// last column stays free, so the terminal never wraps. Wide characters (CJK) take two columns.
public struct LineEditorDisplay: Equatable, Sendable {
    /// What to draw from the row's first column.
    public var row: String
    /// The cursor's column, counted from 0.
    public var cursorColumn: Int

    public init(row: String, cursorColumn: Int) {
        self.row = row
        self.cursorColumn = cursorColumn
    }

    /// Lays out `prompt` and the line of `state` in `width` columns; with `echo` off the text is not shown.
    /// A prompt cut short starts with `ellipsis` ("..." where only ASCII may be drawn).
    public init(prompt: String, state: LineEditorState, width: Int, echo: Bool = true, ellipsis: String = "…") {
        let usable = max(width, 4) - 1
        let fits = DisplayWidth.of(prompt) < usable
        let shownPrompt =
            fits ? prompt : Self.shorten(prompt, toFit: usable - min(usable / 2, Self.textRoom), ellipsis: ellipsis)
        let promptWidth = DisplayWidth.of(shownPrompt)
        guard echo else {
            self.init(row: shownPrompt, cursorColumn: promptWidth)
            return
        }
        let widths = state.characters.map { DisplayWidth.of($0) }
        let room = usable - promptWidth
        var start = 0
        var beforeCursor = widths[..<state.cursor].reduce(0, +)
        while beforeCursor > room, start < state.cursor {
            beforeCursor -= widths[start]
            start += 1
        }
        var end = start
        var used = 0
        while end < widths.count, used + widths[end] <= room {
            used += widths[end]
            end += 1
        }
        self.init(row: shownPrompt + String(state.characters[start..<end]), cursorColumn: promptWidth + beforeCursor)
    }

    /// Columns the text keeps at least (or half the row, on a narrow one) before the prompt is shortened.
    static let textRoom = 10

    /// `prompt` as it is, or `ellipsis` and as much of its end as fits in `columns`.
    static func shorten(_ prompt: String, toFit columns: Int, ellipsis: String = "…") -> String {
        guard DisplayWidth.of(prompt) > columns else { return prompt }
        var kept: [Character] = []
        var used = DisplayWidth.of(ellipsis)
        for character in prompt.reversed() {
            let width = DisplayWidth.of(character)
            guard used + width <= columns else { break }
            used += width
            kept.append(character)
        }
        return ellipsis + String(kept.reversed())
    }
}
