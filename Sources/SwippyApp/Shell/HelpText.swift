import SwippyCore

/// The `?` lines fitted to the terminal: a line wider than the screen wraps, its continuation lines aligned
/// under the description ("  n / p    next / previous page" keeps "next" as the left edge).
enum HelpText {
    static func fitted(_ lines: [String], _ context: RenderContext) -> [String] {
        lines.flatMap { line in fitted(line, context) }
    }

    static func fitted(_ line: String, _ context: RenderContext) -> [String] {
        guard DisplayWidth.of(line) > context.width else { return [line] }
        let column = descriptionColumn(line)
        let prefix = String(line.prefix(column))
        let description = String(line.dropFirst(column))
        var wrapped = TextLayout.wrap(description, indent: column, context)
        if let first = wrapped.first { wrapped[0] = prefix + first.dropFirst(column) }
        return wrapped
    }

    /// Where a line's description starts: after "  cmd" and its run of two or more spaces when that is in the
    /// left half of a line, else after the line's own indent.
    static func descriptionColumn(_ line: String) -> Int {
        let characters = Array(line)
        let indent = characters.prefix { $0 == " " }.count
        var index = indent
        while index < characters.count {
            if characters[index] == " ", index + 1 < characters.count, characters[index + 1] == " " {
                let start = index + (characters[index...].prefix { $0 == " " }.count)
                return start <= 16 ? start : indent
            }
            index += 1
        }
        return indent
    }
}
