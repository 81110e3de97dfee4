/// Everything a pure View needs to know about the terminal: its width, whether colour is on and
/// whether it takes UTF-8.
public struct RenderContext: Equatable, Sendable {
    /// Columns available; Views wrap and truncate to it.
    public var width: Int
    /// When false, Views emit no escape codes at all.
    public var colorEnabled: Bool
    /// True when the terminal takes UTF-8 (the locale says so): charts draw Unicode block characters.
    /// When false, charts draw plain ASCII ("#").
    public var utf8: Bool
    /// True when the locale is not UTF-8: every character drawn is ASCII (`ASCIIFold`, applied to each
    /// string before layout, so columns measure what is drawn), and charts draw ASCII too.
    public var ascii: Bool
    /// The terminal's rows, when there is a terminal (or `LINES` says): lists of one line per item size their
    /// pages to it. nil without one.
    public var height: Int?

    /// A context of `width` columns (at least 20), colour off and ASCII charts unless asked for; `ascii`
    /// folds all text to ASCII (and so charts too).
    public init(width: Int, colorEnabled: Bool = false, utf8: Bool = false, ascii: Bool = false, height: Int? = nil) {
        self.width = max(20, width)
        self.height = height
        self.colorEnabled = colorEnabled
        self.utf8 = utf8 && !ascii
        self.ascii = ascii
    }

    /// What marks text cut short: "…", or "..." when only ASCII may be drawn.
    public var ellipsis: String { ascii ? "..." : "…" }

    /// Paints `text` in `tone` when colour is on; returns it unchanged otherwise.
    public func paint(_ text: String, _ tone: Tone) -> String {
        guard colorEnabled, let code = tone.ansiCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
