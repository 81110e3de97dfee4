import SwippyCore

/// The module's one View: view model and context in, lines out.
enum TipsView {
    static func render(_ model: TipsViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render([.title(model.title)] + model.lines.map { .text($0, indent: 2) }, context)
    }
}
