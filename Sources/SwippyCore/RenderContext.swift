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

    /// A context of `width` columns (at least 20), colour off and ASCII charts unless asked for.
    public init(width: Int, colorEnabled: Bool = false, utf8: Bool = false) {
        self.width = max(20, width)
        self.colorEnabled = colorEnabled
        self.utf8 = utf8
    }

    /// Paints `text` in `tone` when colour is on; returns it unchanged otherwise.
    public func paint(_ text: String, _ tone: Tone) -> String {
        guard colorEnabled, let code = tone.ansiCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
