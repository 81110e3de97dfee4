import SwippyCore

/// What the Exchange screen shows: already formatted text, no business types.
struct ExchangeViewModel: ScreenViewModel {
    enum Content: Equatable {
        case loading
        case failed(String)
        case empty(String)
        case items([String])
    }

    var content: Content
    var prompt: Prompt
    /// What the flow last said; the screen shows it once.
    var notice: Notice?

    var helpLines: [String] {
        ["A number chooses that item.", "r        reload the items"]
    }

    static let initial = ExchangeViewModel(content: .loading, prompt: Prompt())
}
