import SwippyCore

/// Draws the credit dashboard. Pure: view model and context in, lines out. Amounts and percentages are
/// kept whole; card names shrink first.
enum DashboardView {
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
}
