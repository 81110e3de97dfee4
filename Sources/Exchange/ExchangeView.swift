import SwippyCore

/// Draws every Exchange screen from SwippyCore blocks. Pure: view model and context in, lines out.
enum ExchangeView {
    static func render(_ model: ExchangeViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        if !model.subtitle.isEmpty { blocks += [.text(model.subtitle, indent: 2)] }
        blocks.append(.blank)
        if !model.fields.isEmpty { blocks += [.fields(model.fields), .blank] }
        if let message = model.message { blocks += [.text(message, indent: 2), .blank] }
        if !model.choices.isEmpty {
            blocks += [.numberedMenu(first: model.firstChoice, model.choices.map { Block.MenuItem($0) }), .blank]
        }
        if !model.rows.isEmpty { blocks += [table(model, context), .blank] }
        if let chart = model.chart { blocks += [.lineChart(chart), .blank] }
        if !model.commands.isEmpty { blocks.append(.commands(model.commands)) }
        return ScreenRenderer.render(blocks, context)
    }

    /// Code and name shrink; numbers (rates, changes, sparklines) are kept whole, right-aligned.
    private static func table(_ model: ExchangeViewModel, _ context: RenderContext) -> Block {
        let trend = model.rows.contains { !$0.trend.isEmpty }
        let width = max(model.header.count, (model.rows.map(\.cells.count).max() ?? 0) + (trend ? 1 : 0))
        let columns: [Block.Column] = (0..<width).map { index in
            switch index {
            case 0: .keep
            case 1: .shrink
            default: .keepRight
            }
        }
        let header = model.header.map { Block.Cell($0, .tone(.muted)) }
        let rows = model.rows.map { row in
            let cells = row.cells + (trend ? [LineChart.sparkline(row.trend, width: 12, utf8: context.utf8)] : [])
            return cells.enumerated().map { index, text -> Block.Cell in
                guard index >= 2 else { return Block.Cell(text) }
                switch row.direction {
                case .up: return .tone(text, .good)
                case .down: return .tone(text, .bad)
                case .flat: return Block.Cell(text)
                }
            }
        }
        return .table(columns, rows: (header.isEmpty ? [] : [header]) + rows)
    }
}
