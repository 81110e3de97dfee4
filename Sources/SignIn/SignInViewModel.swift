import SwippyCore

/// What a SignIn screen shows: already formatted text.
struct SignInViewModel: ScreenViewModel {
    var title: String
    /// Sentences under the title.
    var lines: [String]
    /// Numbered options, when the screen is a menu.
    var options: [String]
    /// Letter commands: r (send a new code), b, s.
    var commands: [Block.Command]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String]
    /// Before sign-in there is no home menu; b goes back a step except on the sign-in menu and the lock screen.
    var shellCommands: ShellCommands = .back

    init(
        title: String, lines: [String], options: [String] = [], commands: [Block.Command] = [], prompt: Prompt,
        helpLines: [String] = [], notice: Notice? = nil
    ) {
        self.title = title
        self.lines = lines
        self.options = options
        self.commands = commands
        self.prompt = prompt
        self.helpLines = helpLines
        self.notice = notice
    }

    static let initial = SignInViewModel(title: "Sign in to Swippy", lines: [], prompt: Prompt())
}
