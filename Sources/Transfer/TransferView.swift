import SwippyCore

/// Draws any Transfer step with the SwippyCore blocks. Pure: view model and context in, lines out.
/// Amounts, masked numbers and statuses are kept whole; names shorten and sentences wrap first.
enum TransferView {
    static func render(_ model: TransferViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        if !model.fields.isEmpty { blocks.append(.fields(model.fields)) }
        if let message = model.message { blocks += [.blank, .text(message, indent: 2)] }
        if !model.choices.isEmpty { blocks += [.blank, choices(model)] }
        if !model.commands.isEmpty { blocks += [.blank, .commands(model.commands)] }
        return ScreenRenderer.render(blocks, context)
    }

    /// The numbered rows: "  1.  Savings  HDFC Bank ••7812  ₹1,25,000.50".
    private static func choices(_ model: TransferViewModel) -> Block {
        let rows = model.choices.enumerated().map { index, cells in
            [Block.Cell("\(index + 1).")] + cells.map { Block.Cell($0) }
        }
        return .table([.keepRight] + model.columns, rows: rows)
    }
}
