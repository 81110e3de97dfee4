import SwippyCore

/// What the list screen shows: already formatted text.
struct AccountsListViewModel: ScreenViewModel {
    var summary: String
    var accounts: [Block.Card]
    var emptyText: String?
    /// The add form's question, when adding.
    var message: String?
    /// The add form's numbered choices (currencies), when choosing one.
    var choices: [[Block.Cell]]
    var commands: [Block.Command]
    var prompt: Prompt
    var notice: Notice?

    /// What `?` adds for this screen: the list's commands, or what the add form's step takes.
    var helpLines = ["A number opens that account.", "a        add an account", "b        back"]

    static let initial = AccountsListViewModel(
        summary: "", accounts: [], emptyText: nil, message: nil, choices: [], commands: [], prompt: Prompt())
}
