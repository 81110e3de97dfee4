import SwippyCore

/// Draws the card list. Pure: view model and context in, lines out.
enum PaymentCardsView {
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

    private static func card(_ row: PaymentCardsViewModel.CardRow) -> Block.Card {
        var details = [row.bank, row.maskedNumber, row.holder]
        if let status = row.status { details.append(status) }
        return Block.Card(
            number: row.number, title: row.title, network: row.network, amount: row.due,
            status: .pill(row.dueState, row.dueTone), details: details)
    }
}
