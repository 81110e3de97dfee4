/// Line-based rendering primitives every View is built from. All are pure functions of their input.
public enum TextLayout {
    /// How a column is aligned (the same as ``SwippyCore/Alignment``).
    public typealias Alignment = SwippyCore.Alignment

    /// The screen title, underlined to its own width.
    public static func title(_ text: String, _ context: RenderContext) -> [String] {
        let clipped = truncate(text, to: context.width, ellipsis: context.ellipsis)
        let rule = String(repeating: "=", count: DisplayWidth.of(clipped))
        return [context.paint(clipped, .heading), rule]
    }

    /// A secondary heading inside a screen.
    public static func section(_ text: String, _ context: RenderContext) -> [String] {
        let clipped = truncate(text, to: context.width, ellipsis: context.ellipsis)
        return [context.paint(clipped, .accent), String(repeating: "-", count: DisplayWidth.of(clipped))]
    }

    /// Pads `text` with spaces to `width` display columns.
    public static func pad(_ text: String, to width: Int, _ alignment: Alignment = .left) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return alignment == .left ? text + padding : padding + text
    }

    /// Shortens plain `text` to `width` columns, ending in `ellipsis` ("…", or the context's) when something
    /// was cut; a width too narrow for the ellipsis keeps what fits of it.
    /// A masked number at the end ("Savings ••4821", "**7812" in ASCII) is kept whole and the text before
    /// it is cut instead ("Sav… ••4821"), so two cards or accounts of one name can still be told apart.
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard DisplayWidth.of(text) > width else { return text }
        if let space = text.lastIndex(of: " "), isMaskedNumber(text[text.index(after: space)...]) {
            let tail = String(text[space...])
            let room = width - DisplayWidth.of(tail)
            if room > DisplayWidth.of(ellipsis) {
                return truncate(String(text[..<space]), to: room, ellipsis: ellipsis) + tail
            }
        }
        let mark = DisplayWidth.of(ellipsis)
        guard width > mark else { return String(ellipsis.prefix(max(0, width))) }
        var result = ""
        var used = 0
        for character in text {
            let next = DisplayWidth.of(character)
            if used + next > width - mark { break }
            result.append(character)
            used += next
        }
        return result + ellipsis
    }

    /// "••4821", "**7812": bullets (or ASCII stars), then at least two digits.
    private static func isMaskedNumber(_ token: Substring) -> Bool {
        let digits = token.drop { $0 == "•" || $0 == "*" }
        return digits.count >= 2 && digits.count < token.count
            && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Rows laid out in columns measured by display width, separated by `gap` spaces.
    /// When a row would be wider than the context, the `shrink` column (plain text) is truncated with "…"
    /// to make room; a line still too wide after that is cut at the width when it has no colour codes.
    public static func columns(
        _ rows: [[String]],
        alignments: [Alignment] = [],
        gap: Int = 2,
        indent: Int = 0,
        shrink: Int? = nil,
        _ context: RenderContext
    ) -> [String] {
        var widths = columnWidths(rows)
        var rows = rows
        if let shrink, shrink < widths.count {
            let total = indent + widths.reduce(0, +) + gap * max(0, widths.count - 1)
            let excess = total - context.width
            if excess > 0 {
                widths[shrink] = max(4, widths[shrink] - excess)
                rows = rows.map { row in
                    var row = row
                    if shrink < row.count {
                        row[shrink] = truncate(row[shrink], to: widths[shrink], ellipsis: context.ellipsis)
                    }
                    return row
                }
            }
        }
        let separator = String(repeating: " ", count: gap)
        let prefix = String(repeating: " ", count: indent)
        return rows.map { row in
            var cells: [String] = []
            for (index, cell) in row.enumerated() {
                let alignment = index < alignments.count ? alignments[index] : .left
                let isLast = index == row.count - 1
                cells.append(isLast && alignment == .left ? cell : pad(cell, to: widths[index], alignment))
            }
            return fit(prefix + cells.joined(separator: separator), context)
        }
    }

    private static func columnWidths(_ rows: [[String]]) -> [Int] {
        var widths = Array(repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        return widths
    }

    /// Label/value pairs, labels aligned: "Bank     HDFC Bank".
    public static func fields(_ pairs: [(String, String)], indent: Int = 2, _ context: RenderContext) -> [String] {
        columns(pairs.map { [$0.0, $0.1] }, indent: indent, context)
    }

    /// Word-wraps `text` to the context width, continuing lines with `indent` spaces.
    public static func wrap(_ text: String, indent: Int = 0, _ context: RenderContext) -> [String] {
        let prefix = String(repeating: " ", count: indent)
        return wrapped(text, width: context.width - indent).map { prefix + $0 }
    }

    /// Word-wraps `text` to `width` columns (at least 1), breaking words longer than a line.
    static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            for piece in hardBreak(word, width) {
                let candidate = current.isEmpty ? piece : current + " " + piece
                if DisplayWidth.of(candidate) <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = piece
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `parts` after `lead`, joined by " · " on as few lines as fit `context.width` from `indent`: a line breaks only
    /// between parts (or after the lead), and a part wider than a line is wrapped. With `maxLines`, the parts stop
    /// where the next would need another line, and `more` ends the last line ("? more"), when some were left out.
    public static func joined(
        _ parts: [String], lead: String = "", indent: Int = 2, maxLines: Int? = nil, more: String = "",
        _ context: RenderContext
    ) -> [String] {
        let room = max(1, context.width - indent)
        let prefix = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = lead
        var shown = 0
        for part in parts where !part.isEmpty {
            let separator = current.isEmpty ? "" : (current == lead ? " " : " · ")
            if DisplayWidth.of(current + separator + part) <= room {
                current += separator + part
                shown += 1
                continue
            }
            if let maxLines, lines.count + 1 >= maxLines { break }
            if !current.isEmpty { lines.append(current) }
            let pieces = wrapped(part, width: room)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
            shown += 1
        }
        if shown < parts.filter({ !$0.isEmpty }).count, !more.isEmpty {
            while !current.isEmpty, DisplayWidth.of(current + " · " + more) > room,
                let cut = current.range(
                    of: " · ", options: .backwards)
            {
                current = String(current[..<cut.lowerBound])
            }
            current += (current.isEmpty ? "" : " · ") + more
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { prefix + String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// A status shown as a coloured pill when colour is on, as plain words otherwise.
    /// The coloured form is two columns wider; blocks (``Block/Cell/pill(_:_:)``) avoid that.
    public static func pill(_ text: String, _ tone: Tone, _ context: RenderContext) -> String {
        guard context.colorEnabled else { return text }
        return "\u{1B}[\(tone.pillCode)m \(text) \u{1B}[0m"
    }

    /// Numbered options: "  1. View details".
    public static func menu(_ options: [String], _ context: RenderContext) -> [String] {
        let numberWidth = String(options.count).count
        return options.enumerated().map { index, option in
            fit("  " + pad(String(index + 1), to: numberWidth, .right) + ". " + option, context)
        }
    }

    /// The line shown while data loads.
    public static func loading(_ what: String, _ context: RenderContext) -> [String] {
        wrap("Loading \(what)" + context.ellipsis, indent: 2, context)
    }

    /// The line shown when there is nothing to list.
    public static func empty(_ message: String, _ context: RenderContext) -> [String] {
        wrap(message, indent: 2, context)
    }

    /// The lines shown when loading failed.
    public static func error(_ message: String, _ context: RenderContext) -> [String] {
        wrap(context.paint("Error: ", .bad) + message, indent: 2, context)
    }

    private static func fit(_ line: String, _ context: RenderContext) -> String {
        guard DisplayWidth.of(line) > context.width, !line.contains("\u{1B}") else { return line }
        return truncate(line, to: context.width, ellipsis: context.ellipsis)
    }

    private static func hardBreak(_ word: String, _ width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [word] }
        var pieces: [String] = []
        var current = ""
        for character in word {
            if DisplayWidth.of(current) + DisplayWidth.of(character) > width {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
