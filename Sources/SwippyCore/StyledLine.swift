/// One output line built from painted pieces, so its plain and coloured forms come from the same
/// pieces and take the same columns.
struct StyledLine {
    private var pieces: [(text: String, style: Block.Cell.Style)] = []
    /// Columns used so far.
    private(set) var width = 0

    /// A line starting with `indent` spaces.
    init(indent: Int = 0) {
        spaces(indent)
    }

    /// True while nothing but spaces was added.
    var isBlank: Bool {
        pieces.allSatisfy { $0.style == .plain && $0.text.allSatisfy { $0 == " " } }
    }

    mutating func spaces(_ count: Int) {
        guard count > 0 else { return }
        append(String(repeating: " ", count: count))
    }

    mutating func append(_ text: String, _ style: Block.Cell.Style = .plain) {
        guard !text.isEmpty else { return }
        pieces.append((text, style))
        width += DisplayWidth.of(text)
    }

    /// `text` padded to `columns` by `alignment`; the padding is never painted.
    mutating func append(_ text: String, _ style: Block.Cell.Style, padTo columns: Int, _ alignment: Alignment) {
        let padding = max(0, columns - DisplayWidth.of(text))
        if alignment == .right { spaces(padding) }
        append(text, style)
        if alignment == .left { spaces(padding) }
    }

    /// The line without trailing spaces; painted when `colour` is on.
    func rendered(_ context: RenderContext) -> String {
        var output = ""
        var trailingSpaces = 0
        for (text, style) in trimmed() {
            switch style {
            case .plain:
                output += text
                let tail = text.reversed().prefix { $0 == " " }.count
                trailingSpaces = tail == text.count ? trailingSpaces + tail : tail
            case .tone(let tone):
                output += context.paint(text, tone)
                trailingSpaces = 0
            case .pill(let tone):
                let padded = context.colorEnabled && trailingSpaces >= 2
                if padded { output.removeLast(2) }
                output += Self.pill(text, tone, context, padded: padded)
                trailingSpaces = 0
            }
        }
        return output
    }

    /// The pill as drawn: bare words when colour is off; on the tone's background otherwise, with a
    /// space each side when the caller took two columns of gap for them.
    private static func pill(_ text: String, _ tone: Tone, _ context: RenderContext, padded: Bool) -> String {
        guard context.colorEnabled else { return text }
        let words = padded ? " \(text) " : text
        return "\u{1B}[\(tone.pillCode)m\(words)\u{1B}[0m"
    }

    private func trimmed() -> [(text: String, style: Block.Cell.Style)] {
        var result = pieces
        while let last = result.last, last.style == .plain {
            let text = String(last.text.reversed().drop { $0 == " " }.reversed())
            if text.isEmpty {
                result.removeLast()
            } else {
                result[result.count - 1].text = text
                break
            }
        }
        return result
    }
}
