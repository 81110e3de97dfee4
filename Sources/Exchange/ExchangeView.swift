import SwippyCore

/// Draws the Exchange screen from SwippyCore blocks. Pure: view model and context in, lines out.
enum ExchangeView {
    static func render(_ model: ExchangeViewModel, _ context: RenderContext) -> [String] {
        ScreenRenderer.render([.title("Exchange"), .blank] + content(model.content), context)
    }

    private static func content(_ content: ExchangeViewModel.Content) -> [Block] {
        switch content {
        case .loading: [.text("Loading the items…", indent: 2)]
        case .failed(let message): [.error(message), .blank, .commands([Block.Command("r", "Try again")])]
        case .empty(let message): [.text(message, indent: 2)]
        case .items(let items): [.menu(items.map { Block.MenuItem($0) })]
        }
    }
}
