import SwippyCore

/// The expected-output files of the new module's View tests, drawn here with SwippyCore's renderer in the
/// format of SwippyTestSupport's `Snapshot.checkScreen` (80 and 40 columns, colour off and on, ESC as "␛").
///
/// `screens(_:)` repeats what the generated Views draw (SourceTemplates.listView, .detailView): change both
/// together. CI (.ci/run) runs the scaffolded module's View tests against these files, so a drift fails there.
enum SnapshotTemplates {
    /// A screen the View tests check: its file name, the View that draws it, the Swift that makes its view
    /// model, and its blocks.
    struct Screen {
        var name: String
        var view: String
        var model: String
        var blocks: [Block]
    }

    static func screens(_ m: ModuleName) -> [Screen] {
        let title: [Block] = [.title(m.title), .blank]
        let rows = (6...10).map { [Block.Cell("\($0)."), Block.Cell("Item \($0)"), Block.Cell("₹\($0).00")] }
        return [
            Screen(
                name: "\(m.kebab)-list", view: "\(m.name)View.renderList",
                model: "\(m.name)ListPresenter.viewModel(for: Self.state(page: 1))",
                blocks: title + [
                    .text("6–10 of 12 items · page 2 of 3", indent: 2), .blank,
                    .table([.keepRight, .shrink, .keepRight], rows: rows), .blank,
                    .commands([Block.Command("n", "Next page"), Block.Command("p", "Previous page")]),
                ]),
            Screen(
                name: "\(m.kebab)-failed", view: "\(m.name)View.renderList",
                model: #"\#(m.name)ListViewModel(content: .failed("No items today"), prompt: Prompt())"#,
                blocks: title + [.error("No items today"), .blank, .commands([Block.Command("r", "Try again")])]),
            Screen(
                name: "\(m.kebab)-detail", view: "\(m.name)View.renderDetail",
                model: "\(m.name)DetailPresenter.viewModel(for: Self.state(open: 6))",
                blocks: [
                    .title("Item 7"), .blank, .text("Item 7 of 12", indent: 2), .blank,
                    .fields([Block.Field("Amount", "₹7.00", keep: true), Block.Field("Note", "Sample 7")]),
                ]),
        ]
    }

    static func files(_ m: ModuleName) -> [GeneratedFile] {
        screens(m).map { screen in
            let lines = variants.flatMap { context in
                ["── \(context.width) columns, colour \(context.colorEnabled ? "on" : "off") ──"]
                    + ScreenRenderer.render(screen.blocks, context)
            }
            return GeneratedFile(
                path: "Tests/Snapshots/\(m.name)Tests/\(screen.name).txt",
                contents: lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "\n" }.joined())
        }
    }

    private static var variants: [RenderContext] {
        [
            RenderContext(width: 80), RenderContext(width: 80, colorEnabled: true),
            RenderContext(width: 40), RenderContext(width: 40, colorEnabled: true),
        ]
    }
}
