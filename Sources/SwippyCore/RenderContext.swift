/// Everything a pure View needs to know about the terminal: its width and whether colour is on.
public struct RenderContext: Equatable, Sendable {
    /// Columns available; Views wrap and truncate to it.
    public var width: Int
    /// When false, Views emit no escape codes at all.
    public var colorEnabled: Bool

    /// A context of `width` columns (at least 20), colour off unless asked for.
    public init(width: Int, colorEnabled: Bool = false) {
        self.width = max(20, width)
        self.colorEnabled = colorEnabled
    }

    /// Paints `text` in `tone` when colour is on; returns it unchanged otherwise.
    public func paint(_ text: String, _ tone: Tone) -> String {
        guard colorEnabled, let code = tone.ansiCode else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
