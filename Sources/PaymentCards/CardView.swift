import SwippyCore

/// Draws a card's screens. Pure: view model and context in, lines out.
enum CardView {
    static func render(_ model: CardViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        if !model.fields.isEmpty {
            blocks.append(.fields(model.fields.map(field)))
        }
        if let section = model.sectionTitle {
            blocks += [.blank, .section(section)]
            blocks.append(
                model.rows.isEmpty
                    ? .text("Nothing in this period.", indent: 2)
                    : .table([.keep, .shrink, .keepRight], rows: model.rows.map { $0.map { Block.Cell($0) } }))
        }
        if let message = model.message {
            blocks += [.blank, .text(message, indent: 2)]
        }
        if !model.options.isEmpty {
            blocks += [.blank, .menu(model.options.map { Block.MenuItem($0) })]
        }
        return ScreenRenderer.render(blocks, context)
    }

    /// Amounts, numbers and statuses are kept whole; a toned value is a pill.
    private static func field(_ field: CardViewModel.Field) -> Block.Field {
        field.tone == .plain
            ? Block.Field(field.label, field.value, keep: field.keep)
            : Block.Field(field.label, .pill(field.value, field.tone))
    }
}
