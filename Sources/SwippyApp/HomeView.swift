import SwippyCore

/// Draws the home menu. Pure.
enum HomeView {
    static func render(_ model: HomeViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title("Swippy", context)
        lines += TextLayout.wrap(model.greeting, context)
        lines.append("")
        let numberWidth = String(model.rows.count).count
        let rows = model.rows.enumerated().map { index, row in
            [TextLayout.pad("\(index + 1).", to: numberWidth + 1, .right), row.title, "(\(row.word))", row.summary]
        }
        lines += TextLayout.columns(rows, alignments: [.right, .left, .left, .left], indent: 2, context)
        lines.append("")
        lines += TextLayout.wrap("Type a number or a word; ? for help, q to quit.", context)
        return lines
    }
}
