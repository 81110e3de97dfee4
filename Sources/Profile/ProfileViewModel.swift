import SwippyCore

/// What a Profile screen shows: already formatted text.
struct ProfileViewModel: ScreenViewModel {
    var title: String
    /// Label/value pairs; masked numbers and codes are kept whole.
    var fields: [Block.Field]
    /// Sentences under the fields.
    var lines: [String]
    /// Numbered options.
    var options: [String]
    /// The number of the first option: its place in a paged list (the currency picker's page 2 starts at 11).
    var firstOption = 1
    /// Letter commands: r (send a new code).
    var commands: [Block.Command]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String]
    /// Before sign-in (Forgot login PIN from the sign-in menu) there is no home menu: only back.
    var shellCommands: ShellCommands = .all

    init(
        title: String, fields: [Block.Field] = [], lines: [String] = [], options: [String] = [],
        commands: [Block.Command] = [],
        prompt: Prompt, helpLines: [String] = []
    ) {
        self.title = title
        self.fields = fields
        self.lines = lines
        self.options = options
        self.commands = commands
        self.prompt = prompt
        self.helpLines = helpLines
    }

    static let initial = ProfileViewModel(
        title: "Profile and settings", lines: ["Loading your profile…"], prompt: Prompt())
}
