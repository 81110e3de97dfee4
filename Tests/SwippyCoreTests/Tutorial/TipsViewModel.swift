import SwippyCore

/// What a Tips screen shows: formatted strings only.
struct TipsViewModel: ScreenViewModel {
    var title: String
    var lines: [String]
    var prompt: Prompt
    var notice: Notice?

    /// What a screen shows before its presenter has mapped the state.
    static let blank = TipsViewModel(title: "", lines: [], prompt: Prompt())
}
