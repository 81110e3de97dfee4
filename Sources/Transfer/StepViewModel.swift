import SwippyCore

/// What any step of the Transfer flow shows: already formatted text, no business types.
/// One shape for every step keeps the View a single pure function.
struct StepViewModel: ScreenViewModel {
    /// A label and its value: "From  Savings".
    struct Field: Equatable {
        var label: String
        var value: String
    }

    var title: String
    var fields: [Field] = []
    var message: String?
    /// Numbered rows; each row's cells become columns.
    var choices: [[String]] = []
    /// Right-aligns the last column of the choices (amounts).
    var alignLastRight = false
    /// Lines below the choices: other commands.
    var footer: [String] = []
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var help: [String] = []

    var helpLines: [String] { help + ["c, cancel  leave the transfer; nothing is sent"] }

    static let blank = StepViewModel(title: "Send money", prompt: Prompt())
}
