import SwippyCore

/// Draws every History screen from SwippyCore blocks. Pure: view model and context in, lines out.
///
/// Where the terminal's height is known, the list (on every page) and any screen that would not fit it (with a line
/// for a notice and the prompt) are drawn compact: no blank lines but the one above the rows, the totals and the
/// fields on shared lines ("In ₹… · Out ₹… · Net ₹…"), the list's commands on one line ending "? more" when some
/// are left out. A compact screen still too tall loses, in turn, the blank above the rows and the fields left at
/// "any" (the summary line names every filter applied).
enum HistoryView {
    /// The lines under every screen: a notice, then the prompt.
    static let linesBelow = 2

    /// How much a screen gives up to fit: each step also gives up what the steps before it did.
    enum Fit: Int, CaseIterable {
        case full, compact, noBlankAboveRows, noUnsetFields
    }

    static func render(_ model: HistoryViewModel, _ context: RenderContext) -> [String] {
        guard let height = context.height else { return ScreenRenderer.render(blocks(model, .full), context) }
        // A list is compact on every page, so its pages look alike; another screen only when it would not fit.
        let fits = model.parts.contains(where: isRows) ? Fit.allCases.dropFirst() : Fit.allCases[...]
        var lines: [String] = []
        for fit in fits {
            lines = ScreenRenderer.render(blocks(model, fit), context)
            if lines.count + linesBelow <= height { break }
        }
        return lines
    }

    private static func blocks(_ model: HistoryViewModel, _ fit: Fit) -> [Block] {
        var blocks: [Block] = [.title(model.title)]
        let commandLines = model.parts.contains(where: isRows) ? 1 : nil
        for part in model.parts {
            if fit == .full || (isRows(part) && fit == .compact) { blocks.append(.blank) }
            guard fit != .full else {
                blocks += self.blocks(part, model.rowWidths)
                continue
            }
            if fit == .noUnsetFields, case .fields(let fields) = part {
                let set = fields.filter { !$0.unset }
                blocks += set.isEmpty ? [] : compact(.fields(set), model.rowWidths, commandLines: commandLines)
            } else {
                blocks += compact(part, model.rowWidths, commandLines: commandLines)
            }
        }
        return blocks
    }

    private static func isRows(_ part: HistoryViewModel.Part) -> Bool {
        if case .rows = part { return true }
        return false
    }

    private static func fields(_ fields: [HistoryViewModel.Field]) -> Block {
        .fields(fields.map { Block.Field($0.label, Block.Cell($0.value, .tone($0.tone)), keep: $0.keep) })
    }

    /// A part on as few lines as it can take: fields and totals joined, commands joined on `commandLines` lines
    /// at most (the list's on one).
    private static func compact(
        _ part: HistoryViewModel.Part, _ widths: HistoryViewModel.Row.Widths, commandLines: Int?
    ) -> [Block] {
        switch part {
        case .fields(let fields):
            return [.joined(fields.map { "\($0.label) \($0.value)" })]
        case .totals(let heading, let fields):
            return [.joined(fields.map { "\($0.label) \($0.value)" }, lead: heading + ":")]
        case .commands(let commands):
            return [.joined(commands.map(\.brief), maxLines: commandLines, more: "? more")]
        default:
            return blocks(part, widths)
        }
    }

    private static func blocks(_ part: HistoryViewModel.Part, _ widths: HistoryViewModel.Row.Widths) -> [Block] {
        switch part {
        case .text(let text):
            return [.text(text, indent: 2)]
        case .fields(let fields):
            return [self.fields(fields)]
        case .totals(let heading, let fields):
            return [.text(heading, indent: 2), self.fields(fields)]
        case .rows(let rows):
            return [rowsTable(rows, widths)]
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

    /// The rows in columns measured over the whole list. Wide, one line a row with the counterparty and note and
    /// the account shortened as needed; narrower (under 80 columns), the date and account go on one line under the
    /// row, shortened to it, so a row takes two lines and its amount stays in the one column of every page.
    private static func rowsTable(_ rows: [HistoryViewModel.Row], _ widths: HistoryViewModel.Row.Widths) -> Block {
        let columns: [Block.Column] = [
            Block.Column.keepRight.measured(widths.number),
            Block.Column(.keep, movesBelow: true).measured(widths.when),
            Block.Column.shrink.measured(widths.subject).shortest(14),
            Block.Column(.shrink, movesBelow: true).measured(widths.account).shortest(14),
            Block.Column.keepRight.measured(widths.amount),
        ]
        return .table(
            columns,
            rows: rows.map { row in
                [
                    Block.Cell(row.number), Block.Cell(row.when), Block.Cell(row.subject), Block.Cell(row.account),
                    .tone(row.amount, row.isCredit ? .good : .plain),
                ]
            })
    }
}
