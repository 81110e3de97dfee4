import SwippyCore

/// The expected-output files of the new module's View tests, drawn here with SwippyCore's renderer in the
/// format of SwippyTestSupport's `Snapshot.checkScreen` (80 and 40 columns, colour off and on, ESC as "␛").
///
/// `blocks(_:_:)` repeats what the generated View draws (SourceTemplates.view): change both together. CI
/// (.ci/run) runs the scaffolded module's View tests against these files, so a drift fails there.
enum SnapshotTemplates {
    /// A screen the View tests check: its file name, the view-model content in Swift, and its blocks.
    struct Screen {
        var name: String
        var content: String
        var blocks: [Block]
    }

    static func screens(_ m: ModuleName) -> [Screen] {
        let title: [Block] = [.title(m.name), .blank]
        return [
            Screen(
                name: "\(m.kebab)-items", content: #".items(["First", "Second"])"#,
                blocks: title + [.menu(["First", "Second"])]),
            Screen(
                name: "\(m.kebab)-failed", content: #".failed("No items today")"#,
                blocks: title + [.error("No items today"), .blank, .commands([Block.Command("r", "Try again")])]),
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
