import SwippyCore

/// Draws the card list. Pure: view model and context in, lines out.
enum PaymentCardsView {
    static func render(_ model: PaymentCardsViewModel, _ context: RenderContext) -> [String] {
        var lines = TextLayout.title("Payment cards", context)
        if let summary = model.summary { lines += TextLayout.wrap(summary, context) }
        lines.append("")
        switch model.content {
        case .loading:
            lines += TextLayout.loading("your cards", context)
        case .failed(let message):
            lines += TextLayout.error(message, context)
        case .empty(let message):
            lines += TextLayout.empty(message, context)
        case .cards(let rows):
            lines += cardLines(rows, context)
        }
        if !model.commands.isEmpty {
            lines.append("")
            lines += model.commands.map { "  " + $0 }
        }
        return lines
    }

    private static func cardLines(_ rows: [PaymentCardsViewModel.CardRow], _ context: RenderContext) -> [String] {
        let numberWidth = String(rows.count).count
        let headline = TextLayout.columns(
            rows.map {
                [TextLayout.pad("\($0.number).", to: numberWidth + 1, .right), $0.title, $0.network, $0.due,
                 TextLayout.pill($0.dueState, $0.dueTone, context)]
            },
            alignments: [.right, .left, .left, .right], indent: 2, shrink: 1, context)
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let indent = 2 + numberWidth + 1 + 2
            var detail = [row.bank, row.maskedNumber, row.holder]
            if let status = row.status { detail.append(status) }
            lines.append(headline[index])
            lines += TextLayout.wrap(detail.joined(separator: " · "), indent: indent, context)
        }
        return lines
    }
}
