import SwippyText

/// Draws a screen made of ``Block``s: the one place where width and colour rules live.
public enum ScreenRenderer {
    /// The lines of `blocks`, top to bottom, laid out to `context.width` display columns and painted
    /// when `context.colorEnabled`. No line is wider than the context except one holding a single kept
    /// token that is itself wider; each coloured line is exactly as wide as the same line uncoloured.
    /// With `context.ascii` the lines hold only ASCII: each string is folded before layout, and the marks
    /// layout adds (" · ", "–") are folded after, one column for one.
    public static func render(_ blocks: [Block], _ context: RenderContext) -> [String] {
        let lines = blocks.flatMap { render($0.safe(context), context) }
        return context.ascii ? lines.map(ASCIIFold.fold) : lines
    }

    /// The lines of one block.
    public static func render(_ block: Block, _ context: RenderContext) -> [String] {
        switch block {
        case .title(let text):
            return TextLayout.title(text, context)
        case .section(let text):
            return TextLayout.section(text, context)
        case .text(let text, let indent):
            return TextLayout.wrap(text, indent: indent, context)
        case .fields(let fields, let indent):
            return fieldLines(fields, indent: indent, context)
        case .table(let columns, let rows, let indent):
            return TableLayout(columns, rows: rows, indent: indent, context).lines()
        case .cards(let cards):
            return cardLines(cards, context)
        case .menu(let items):
            return menuLines(items, context)
        case .numberedMenu(let first, let items):
            return menuLines(items, first: first, context)
        case .commands(let commands):
            let rows = commands.map { [Block.Cell($0.key), Block.Cell($0.description)] }
            return TableLayout([.keep, .wrap], rows: rows, indent: 2, context).lines()
        case .joined(let parts, let lead, let indent, let maxLines, let more):
            return TextLayout.joined(parts, lead: lead, indent: indent, maxLines: maxLines, more: more, context)
        case .notice(let text):
            return TextLayout.wrapped(text, width: context.width - 2).map { "  " + context.paint($0, .accent) }
        case .error(let message):
            return TextLayout.error(message, context)
        case .blank:
            return [""]
        case .lineChart(let chart):
            return LineChartLayout(chart, context).lines()
        case .barChart(let bars):
            return BarChartLayout(bars, context).lines()
        case .lines(let lines):
            return lines.map {
                $0.contains("\u{1B}") ? $0 : TextLayout.truncate($0, to: context.width, ellipsis: context.ellipsis)
            }
        }
    }
}
