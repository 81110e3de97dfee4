import SwippyCore

/// Draws the home menu from blocks. Pure.
///
/// The menu's number and word are kept whole; a description too long for its line wraps, and moves
/// under its title on a narrow screen (40 columns), so titles stay whole down to 38 columns.
enum HomeView {
    static func render(_ model: HomeViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render(
            [
                .title("Swippy"),
                .text(model.greeting),
                .blank,
            ] + (model.money.isEmpty ? [] : model.money + [.blank])
                + (model.quick.isEmpty
                    ? [] : [.section("Quick transfer"), .table([.keep, .shrink, .wrap], rows: model.quick), .blank]) + [
                    .menu(model.rows.map { Block.MenuItem($0.title, key: $0.word, detail: $0.summary) }),
                    .blank,
                    .text("Type a number or a word; ? for help, q to quit."),
                ], context)
    }
}
