import SwippyText

extension Block {
    /// The block with every string in it passed through `SafeText.clean`: text that came from a file (a
    /// card title, a name, a note) can hold escape sequences, carriage returns or backspaces that would
    /// clear the screen, set the window title or overwrite an amount. `ScreenRenderer` draws only safe
    /// blocks, so this is the one place every View's text is made safe. `lines` are drawn by a View
    /// itself (a chart) and pass unchanged.
    var safe: Block {
        switch self {
        case .title(let text): .title(SafeText.clean(text))
        case .section(let text): .section(SafeText.clean(text))
        case .text(let text, let indent): .text(SafeText.clean(text), indent: indent)
        case .fields(let fields, let indent):
            .fields(fields.map { Field($0.label.safeText, $0.value.safe, keep: $0.keep) }, indent: indent)
        case .table(let columns, let rows, let indent):
            .table(columns, rows: rows.map { $0.map(\.safe) }, indent: indent)
        case .cards(let cards): .cards(cards.map(\.safe))
        case .menu(let items):
            .menu(items.map(\.safe))
        case .numberedMenu(let first, let items):
            .numberedMenu(first: first, items.map(\.safe))
        case .commands(let commands): .commands(commands.map { Command($0.key.safeText, $0.description.safeText) })
        case .notice(let text): .notice(SafeText.clean(text))
        case .error(let text): .error(SafeText.clean(text))
        case .lineChart(let chart): .lineChart(chart.safe)
        case .barChart(let bars):
            .barChart(bars.map { Bar($0.label.safeText, value: $0.value, amount: $0.amount.safeText, tone: $0.tone) })
        case .blank, .lines: self
        }
    }
}

extension Block.Cell {
    /// The cell with its text made safe for a terminal.
    var safe: Block.Cell { Block.Cell(SafeText.clean(text), style) }
}

extension Block.Card {
    /// The card with every string made safe for a terminal.
    var safe: Block.Card {
        Block.Card(
            number: number, title: title.safeText, network: network.safeText, amount: amount.safeText,
            status: status.safe, details: details.map(\.safeText))
    }
}

extension Block.MenuItem {
    /// The option with every string made safe for a terminal.
    var safe: Block.MenuItem {
        Block.MenuItem(title.safeText, key: key.map(\.safeText), detail: detail.map(\.safeText))
    }
}

extension String {
    /// The string made safe for a terminal.
    fileprivate var safeText: String { SafeText.clean(self) }
}
