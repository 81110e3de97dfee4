/// Everything a pure View needs to know about the terminal: its width, whether colour is on and whether it
/// draws UTF-8 (charts use braille and block characters there, ASCII otherwise).
public struct RenderContext: Equatable, Sendable {
    /// Columns available; Views wrap and truncate to it.
    public var width: Int
    /// When false, Views emit no escape codes at all.
    public var colorEnabled: Bool
    /// When false, charts draw with ASCII characters only.
    public var isUTF8: Bool

    /// A context of `width` columns (at least 20), colour off unless asked for, UTF-8 unless told otherwise.
    public init(width: Int, colorEnabled: Bool = false, isUTF8: Bool = true) {
        self.width = max(20, width)
        self.colorEnabled = colorEnabled
        self.isUTF8 = isUTF8
    }

    /// Paints `text` in `tone` when colour is on; returns it unchanged otherwise.
    public func paint(_ text: String, _ tone: Tone) -> String {
        guard colorEnabled, let code = tone.ansiCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
