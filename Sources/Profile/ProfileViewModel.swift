import SwippyCore

/// What a Profile screen shows: already formatted text.
struct ProfileViewModel: ScreenViewModel {
    struct Field: Equatable {
        var label: String
        var value: String
    }

    var title: String
    var fields: [Field]
    /// Sentences under the fields.
    var lines: [String]
    /// Numbered options.
    var options: [String]
    /// Letter commands: "r  Send a new code".
    var commands: [String]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?
    var helpLines: [String]

    init(
        title: String, fields: [Field] = [], lines: [String] = [], options: [String] = [], commands: [String] = [],
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

    static let initial = ProfileViewModel(title: "Profile and settings", lines: ["Loading your profile…"], prompt: Prompt())
}
