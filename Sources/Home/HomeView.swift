import SwippyCore

/// Draws the home menu from blocks. Pure.
///
/// The menu's number and word are kept whole; a description too long for its line wraps, and moves
/// under its title on a narrow screen (40 columns), so titles stay whole down to 38 columns.
///
/// Where the terminal's height is known, home fits it with its total, accounts, credit line and menu: when the
/// full screen is too tall it is drawn tighter, step by step (`Fit`), until it fits with a line for a notice and
/// the prompt.
enum HomeView {
    /// The lines under the screen: a notice, then the prompt.
    static let linesBelow = 2

    /// How tight home is drawn: each step gives up more.
    enum Fit: Int, CaseIterable, Comparable {
        /// Sections with headings, the credit table, five recent rows, the menu with its descriptions.
        case full
        /// The money on a few lines (`HomeSummary.compactBlocks`), the quick transfers on one line.
        case compact
        /// The menu without its descriptions (its words stay).
        case shortMenu
        /// No recent payees, no quick transfers, no hint line.
        case noExtras
        /// No blank lines.
        case noBlanks
        /// At most three accounts (and a line counting the rest).
        case tight

        static func < (lhs: Fit, rhs: Fit) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static func render(_ model: HomeViewModel, _ context: RenderContext) -> [String] {
        guard let height = context.height else { return ScreenRenderer.render(blocks(model, .full), context) }
        var lines: [String] = []
        for fit in Fit.allCases {
            lines = ScreenRenderer.render(blocks(model, fit), context)
            if lines.count + linesBelow <= height { break }
        }
        return lines
    }

    static func blocks(_ model: HomeViewModel, _ fit: Fit) -> [Block] {
        let spaced = fit < .noBlanks
        let money: [Block] =
            switch fit {
            case .full: model.money
            case .compact, .shortMenu: model.compactMoney
            case .noExtras, .noBlanks: model.plainMoney
            case .tight: model.tightMoney
            }
        var blocks: [Block] = [.title("Swippy"), .text(model.greeting)]
        if spaced { blocks.append(.blank) }
        if !money.isEmpty { blocks += money + (spaced ? [.blank] : []) }
        if !model.quick.isEmpty, fit < .noExtras {
            if fit == .full {
                blocks += [.section("Quick transfer"), .table([.keep, .shrink, .wrap], rows: model.quick), .blank]
            } else {
                let parts = model.quick.map { $0.prefix(2).map(\.text).joined(separator: " ") }
                blocks += [.joined(parts, lead: "Quick transfer", indent: 0, maxLines: 1), .blank]
            }
        }
        let withDetails = fit < .shortMenu
        blocks.append(
            .menu(model.rows.map { Block.MenuItem($0.title, key: $0.word, detail: withDetails ? $0.summary : nil) }))
        if fit < .noExtras {
            blocks += [.blank, .text("Type a number or a word; ? for help, q to quit.")]
        }
        return blocks
    }
}
