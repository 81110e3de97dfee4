import SwippyText

extension Block {
    /// The block with every string in it passed through `SafeText.clean`: text that came from a file (a
    /// card title, a name, a note) can hold escape sequences, carriage returns or backspaces that would
    /// clear the screen, set the window title or overwrite an amount. `ScreenRenderer` draws only safe
    /// blocks, so this is the one place every View's text is made safe. `lines` are drawn by a View
    /// itself (a chart) and pass unchanged. With `context.ascii` (a locale that is not UTF-8) each string
    /// is then folded to ASCII (`ASCIIFold`), before layout, so columns measure what is drawn.
    ///
    /// Only the strings a file gives whole (a cell, a field's value, a menu or card title) are cut at
    /// `SafeText.displayLimit`; the app's own sentences (titles, paragraphs, notices, errors, command and menu
    /// descriptions) are capped at `SafeText.sentenceLimit`, so none of them loses its end ("…or b to step back").
    func safe(_ context: RenderContext) -> Block {
        let ascii = context.ascii
        func fold(_ text: String) -> String { ascii ? ASCIIFold.fold(text) : text }
        return mapText(
            { fold(SafeText.clean($0)) }, sentence: { fold(SafeText.clean($0, limit: SafeText.sentenceLimit)) })
    }

    /// The block with `transform` applied to every string a View gave it (not to `lines`), and `sentence` to
    /// the app's own sentences.
    private func mapText(_ transform: (String) -> String, sentence: (String) -> String) -> Block {
        func cell(_ cell: Cell) -> Cell { Cell(transform(cell.text), cell.style) }
        switch self {
        case .title(let text): return .title(sentence(text))
        case .section(let text): return .section(sentence(text))
        case .text(let text, let indent): return .text(sentence(text), indent: indent)
        case .fields(let fields, let indent):
            return .fields(fields.map { Field(transform($0.label), cell($0.value), keep: $0.keep) }, indent: indent)
        case .table(let columns, let rows, let indent):
            return .table(columns, rows: rows.map { $0.map(cell) }, indent: indent)
        case .cards(let cards):
            return .cards(
                cards.map {
                    Card(
                        number: $0.number, title: transform($0.title), network: transform($0.network),
                        amount: transform($0.amount), status: cell($0.status), details: $0.details.map(transform))
                })
        case .menu(let items):
            return .menu(
                items.map {
                    MenuItem(transform($0.title), key: $0.key.map(transform), detail: $0.detail.map(sentence))
                })
        case .numberedMenu(let first, let items):
            return .numberedMenu(
                first: first,
                items.map {
                    MenuItem(transform($0.title), key: $0.key.map(transform), detail: $0.detail.map(sentence))
                })
        case .commands(let commands):
            return .commands(commands.map { Command(transform($0.key), sentence($0.description)) })
        case .joined(let parts, let lead, let indent, let maxLines, let more):
            return .joined(
                parts.map(sentence), lead: sentence(lead), indent: indent, maxLines: maxLines, more: sentence(more))
        case .notice(let text): return .notice(sentence(text))
        case .error(let text): return .error(sentence(text))
        case .lineChart(let chart): return .lineChart(chart.mapLabels(transform))
        case .barChart(let bars):
            return .barChart(
                bars.map { Bar(transform($0.label), value: $0.value, amount: transform($0.amount), tone: $0.tone) })
        case .blank, .lines: return self
        }
    }
}
