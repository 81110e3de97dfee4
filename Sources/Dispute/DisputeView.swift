import SwippyCore

/// Draws every Dispute screen from SwippyCore blocks. Pure: view model and context in, lines out.
enum DisputeView {
    static func render(_ model: DisputeViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render(blocks(model, width: context.width), context)
    }

    /// The screen as blocks: the title, then each part after a blank line, the options and the commands.
    static func blocks(_ model: DisputeViewModel, width: Int) -> [Block] {
        var blocks: [Block] = [.title(model.title)]
        for part in model.parts {
            blocks.append(.blank)
            blocks += self.blocks(part, width: width)
        }
        if !model.options.isEmpty {
            let items = model.options.map { Block.MenuItem($0) }
            blocks += [.blank, model.firstOption == 1 ? .menu(items) : .numberedMenu(first: model.firstOption, items)]
        }
        if !model.commands.isEmpty {
            blocks += [.blank, .commands(model.commands)]
        }
        return blocks
    }

    private static func blocks(_ part: DisputeViewModel.Part, width: Int) -> [Block] {
        switch part {
        case .text(let text):
            return [.text(text, indent: 2)]
        case .fields(let fields):
            return [.fields(fields.map(field))]
        case .table(let heading, let columns, let rows, let emptyText):
            let title: [Block] = heading.map { [.section($0)] } ?? []
            guard !rows.isEmpty else { return title + [.text(emptyText, indent: 2)] }
            return title + [.table(columns, rows: rows.map { $0.map { Block.Cell($0) } })]
        case .card(let face):
            return [.lines(CardDrawing.lines(face, width: min(44, width - 2)).map { "  " + $0 })]
        case .error(let message):
            return [.error(message)]
        }
    }

    private static func field(_ field: DisputeViewModel.Field) -> Block.Field {
        let value = field.tone == .plain ? Block.Cell(field.value) : .pill(field.value, field.tone)
        return Block.Field(field.label, value, keep: field.keep)
    }
}
