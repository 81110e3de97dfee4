import SwippyCore

/// What a screen of the test flow shows: its name, the step and what was typed.
struct FlowViewModel: ScreenViewModel {
    var title: String
    var step: Int
    var typed: String
    var notice: Notice?
    var prompt: Prompt { Prompt(title) }

    static func initial(_ title: String) -> FlowViewModel {
        FlowViewModel(title: title, step: 0, typed: "")
    }
}
