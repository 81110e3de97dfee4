import SwippyCore

/// Draws every PaymentCards screen: the card list, a card's screens (actions, details, last statement) and the
/// add-card flow. Pure: view model and context in, lines out.
enum PaymentCardsView {
    /// The card list.
    static func render(_ model: PaymentCardsViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title("Payment cards")]
        if let summary = model.summary { blocks.append(.text(summary)) }
        blocks.append(.blank)
        switch model.content {
        case .loading: blocks.append(.text("Loading your cards…", indent: 2))
        case .failed(let message): blocks.append(.error(message))
        case .empty(let message): blocks.append(.text(message, indent: 2))
        case .cards(let rows): blocks.append(.cards(rows.map(card)))
        }
        if !model.commands.isEmpty {
            blocks += [.blank, .commands(model.commands)]
        }
        return ScreenRenderer.render(blocks, context)
    }

    /// A card's screen: its summary or details fields, the statement's transactions, a message, its options.
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

    /// The add-card flow's question, confirmation or result. The masked number is kept whole.
    static func render(_ model: AddCardViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title), .blank, .text(model.message, indent: 2)]
        if !model.fields.isEmpty { blocks += [.blank, .fields(model.fields)] }
        if !model.menu.isEmpty { blocks += [.blank, .menu(model.menu)] }
        return ScreenRenderer.render(blocks, context)
    }

    private static func card(_ row: PaymentCardsViewModel.CardRow) -> Block.Card {
        var details = [row.bank, row.maskedNumber, row.holder]
        if let status = row.status { details.append(status) }
        return Block.Card(
            number: row.number, title: row.title, network: row.network, amount: row.due,
            status: .pill(row.dueState, row.dueTone), details: details)
    }

    /// Amounts, numbers and statuses are kept whole; a toned value is a pill.
    private static func field(_ field: CardViewModel.Field) -> Block.Field {
        field.tone == .plain
            ? Block.Field(field.label, field.value, keep: field.keep)
            : Block.Field(field.label, .pill(field.value, field.tone))
    }
}
