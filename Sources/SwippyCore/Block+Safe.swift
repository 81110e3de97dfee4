import SwippyText

extension Block {
    /// The block with every string in it passed through `SafeText.clean`: text that came from a file (a
    /// card title, a name, a note) can hold escape sequences, carriage returns or backspaces that would
    /// clear the screen, set the window title or overwrite an amount. `ScreenRenderer` draws only safe
    /// blocks, so this is the one place every View's text is made safe. `lines` are drawn by a View
    /// itself (a chart) and pass unchanged. With `context.ascii` (a locale that is not UTF-8) each string
    /// is then folded to ASCII (`ASCIIFold`), before layout, so columns measure what is drawn.
    func safe(_ context: RenderContext) -> Block {
        mapText(context.ascii ? { ASCIIFold.fold(SafeText.clean($0)) } : { SafeText.clean($0) })
    }

    /// The block with `transform` applied to every string a View gave it (not to `lines`).
    private func mapText(_ transform: (String) -> String) -> Block {
        func cell(_ cell: Cell) -> Cell { Cell(transform(cell.text), cell.style) }
        switch self {
        case .title(let text): return .title(transform(text))
        case .section(let text): return .section(transform(text))
        case .text(let text, let indent): return .text(transform(text), indent: indent)
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
                    MenuItem(transform($0.title), key: $0.key.map(transform), detail: $0.detail.map(transform))
                })
        case .numberedMenu(let first, let items):
            return .numberedMenu(
                first: first,
                items.map {
                    MenuItem(transform($0.title), key: $0.key.map(transform), detail: $0.detail.map(transform))
                })
        case .commands(let commands):
            return .commands(commands.map { Command(transform($0.key), transform($0.description)) })
        case .notice(let text): return .notice(transform(text))
        case .error(let text): return .error(transform(text))
        case .lineChart(let chart): return .lineChart(chart.mapLabels(transform))
        case .barChart(let bars):
            return .barChart(
                bars.map { Bar(transform($0.label), value: $0.value, amount: transform($0.amount), tone: $0.tone) })
        case .blank, .lines: return self
        }
    }
}
