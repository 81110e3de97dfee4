import SwippyCore

/// Draws every History screen from SwippyCore blocks. Pure: view model and context in, lines out.
enum HistoryView {
    static func render(_ model: HistoryViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        for part in model.parts {
            blocks.append(.blank)
            blocks += self.blocks(part)
        }
        return ScreenRenderer.render(blocks, context)
    }

    private static func fields(_ fields: [HistoryViewModel.Field]) -> Block {
        .fields(fields.map { Block.Field($0.label, Block.Cell($0.value, .tone($0.tone)), keep: $0.keep) })
    }

    private static func blocks(_ part: HistoryViewModel.Part) -> [Block] {
        switch part {
        case .text(let text):
            return [.text(text, indent: 2)]
        case .fields(let fields):
            return [self.fields(fields)]
        case .totals(let heading, let fields):
            return [.text(heading, indent: 2), self.fields(fields)]
        case .rows(let rows):
            // Narrower, the note and account go under the row, then the date: the name keeps the room and
            // the amounts stay in one column.
            let columns: [Block.Column] = [
                .keepRight, Block.Column(.keep, movesBelow: true), .shrink, .wrap, .wrap, .keepRight,
            ]
            return [
                .table(
                    columns,
                    rows: rows.map { row in
                        [
                            Block.Cell(row.number), Block.Cell(row.when), Block.Cell(row.counterparty),
                            Block.Cell(row.note),
                            Block.Cell(row.account), .tone(row.amount, row.isCredit ? .good : .plain),
                        ]
                    })
            ]
        case .chart(let bars):
            return [.barChart(bars)]
        case .plain(let lines):
            return lines.map { .text($0, indent: 2) }
        case .commands(let commands):
            return [.commands(commands)]
        case .error(let message):
            return [.error(message)]
        }
    }
}
