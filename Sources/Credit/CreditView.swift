import SwippyCore

/// Draws the module's two screens: the credit dashboard and one step of a credit flow. Pure: view model and
/// context in, lines out. Amounts and percentages are kept whole; card names shrink first.
enum CreditView {
    /// The dashboard: the lines, the next dues, two charts, a page of payments and the menu.
    static func render(_ model: DashboardViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title("Credit line")]
        if let empty = model.emptyText { blocks += [.blank, .text(empty, indent: 2)] }
        if !model.lines.isEmpty {
            blocks += [.blank, .table([.shrink, .keepRight, .keepRight, .keepRight, .keepRight], rows: model.lines)]
        }
        if !model.dues.isEmpty {
            blocks += [.blank, .section("Next due"), .table([.shrink, .keep], rows: model.dues)]
        }
        if !model.utilisation.isEmpty {
            blocks += [.blank, .section("Utilisation, last 6 statements"), .barChart(model.utilisation)]
        }
        if !model.interest.isEmpty {
            blocks += [.blank, .section("Interest charged per month"), .barChart(model.interest)]
        }
        blocks += [.blank, .section("Payment history")]
        if let empty = model.paymentsEmpty { blocks.append(.text(empty, indent: 2)) }
        if !model.payments.isEmpty { blocks.append(.table([.keep, .shrink, .keepRight], rows: model.payments)) }
        if let page = model.pageLine { blocks.append(.text(page, indent: 2)) }
        if !model.menu.isEmpty { blocks += [.blank, .menu(model.menu)] }
        return ScreenRenderer.render(blocks, context)
    }

    /// One step of a flow: its question or result, fields, a table, its options and commands.
    static func render(_ model: FlowViewModel, _ context: RenderContext) -> [String] {
        var blocks: [Block] = [.title(model.title)]
        if let message = model.message { blocks += [.blank, .text(message, indent: 2)] }
        if !model.fields.isEmpty { blocks += [.blank, .fields(model.fields)] }
        if !model.rows.isEmpty { blocks += [.blank, .table(model.columns, rows: model.rows)] }
        if let page = model.pageLine { blocks.append(.text(page, indent: 2)) }
        if !model.menu.isEmpty {
            blocks += [
                .blank,
                model.firstOption == 1 ? .menu(model.menu) : .numberedMenu(first: model.firstOption, model.menu),
            ]
        }
        if let footer = model.footer { blocks += [.blank, .text(footer, indent: 2)] }
        if !model.commands.isEmpty { blocks += [.blank, .commands(model.commands)] }
        return ScreenRenderer.render(blocks, context)
    }
}
