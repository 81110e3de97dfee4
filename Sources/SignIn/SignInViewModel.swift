import SwippyCore

/// What a SignIn screen shows: already formatted text.
struct SignInViewModel: ScreenViewModel {
    var title: String
    /// Sentences under the title.
    var lines: [String]
    /// Numbered options, when the screen is a menu.
    var options: [String]
    /// Letter commands: "r  Send a new code".
    var commands: [String]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String]

    init(title: String, lines: [String], options: [String] = [], commands: [String] = [], prompt: Prompt, helpLines: [String] = []) {
        self.title = title
        self.lines = lines
        self.options = options
        self.commands = commands
        self.prompt = prompt
        self.helpLines = helpLines
    }

    static let initial = SignInViewModel(title: "Sign in to Swippy", lines: [], prompt: Prompt())
}
