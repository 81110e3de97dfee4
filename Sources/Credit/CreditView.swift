import SwippyCore

/// Draws the module's two screens: the credit dashboard and one step of a credit flow. Pure: view model and
/// context in, lines out. Amounts and percentages are kept whole; card names shrink first.
enum CreditView {
    /// The lines under every screen: a notice, then the prompt.
    static let linesBelow = 2

    /// How tight the dashboard is drawn on a terminal whose height is known: each step gives up more.
    enum Fit: Int, CaseIterable {
        /// Sections with headings, both charts.
        case full
        /// The charts as one line, the latest statement's utilisation and interest.
        case noCharts
        /// And headings without their rules, no blank lines.
        case tight
        /// And no next dues (each card's screen says its due).
        case noDues
    }

    /// The dashboard: the lines, the next dues, two charts, a page of payments and the menu; on a terminal too
    /// short for it, tighter (`Fit`) until it fits with a notice and the prompt.
    static func render(_ model: DashboardViewModel, _ context: RenderContext) -> [String] {
        guard context.height != nil else { return ScreenRenderer.render(blocks(model, .full), context) }
        var lines: [String] = []
        for fit in Fit.allCases {
            lines = ScreenRenderer.render(blocks(model, fit), context)
            if let height = context.height, lines.count + linesBelow <= height { break }
        }
        return lines
    }

    private static func blocks(_ model: DashboardViewModel, _ fit: Fit) -> [Block] {
        let spaced = fit.rawValue < Fit.tight.rawValue
        func heading(_ text: String) -> [Block] {
            (spaced ? [.blank] : []) + [spaced ? .section(text) : .text(text)]
        }
        var blocks: [Block] = [.title("Credit line")]
        if let empty = model.emptyText { blocks += (spaced ? [.blank] : []) + [.text(empty, indent: 2)] }
        if !model.lines.isEmpty {
            blocks +=
                (spaced ? [.blank] : [])
                + [.table([.shrink, .keepRight, .keepRight, .keepRight, .keepRight], rows: model.lines)]
        }
        if !model.dues.isEmpty, fit != .noDues {
            blocks += heading("Next due") + [.table([.shrink, .keep], rows: model.dues)]
        }
        if fit == .full {
            if !model.utilisation.isEmpty {
                blocks += heading("Utilisation, last 6 statements") + [.barChart(model.utilisation)]
            }
            if !model.interest.isEmpty {
                blocks += heading("Interest charged per month") + [.barChart(model.interest)]
            }
        } else if let latest = model.utilisation.last {
            let interest = model.interest.last.map { ["interest " + $0.amount] } ?? []
            blocks +=
                (spaced ? [.blank] : [])
                + [.joined(["utilisation " + latest.amount] + interest, lead: "Last statement, \(latest.label):")]
        }
        blocks += heading("Payment history")
        if let empty = model.paymentsEmpty { blocks.append(.text(empty, indent: 2)) }
        if !model.payments.isEmpty { blocks.append(.table([.keep, .shrink, .keepRight], rows: model.payments)) }
        if let page = model.pageLine { blocks.append(.text(page, indent: 2)) }
        if !model.menu.isEmpty { blocks += (spaced ? [.blank] : []) + [.menu(model.menu)] }
        return blocks
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
