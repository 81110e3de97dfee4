import SwippyCore

/// What one account's screen shows: its details, a page of its transactions, and either its actions or
/// the question of the form being filled in.
struct AccountViewModel: ScreenViewModel {
    var title: String
    var fields: [Block.Field]
    var historyTitle: String
    var history: [[Block.Cell]]
    var emptyHistory: String?
    /// The form's question, when filling one in.
    var message: String?
    /// Numbered options: the actions, a deposit's sources or the close step's options.
    var menu: [Block.MenuItem]
    /// The number of the first option: a page of a paged list numbers on from the pages before it.
    var firstOption = 1
    var commands: [Block.Command]
    var prompt: Prompt
    var notice: Notice?

    /// What `?` adds for this screen: the actions and the transaction pages, or what the form's step takes.
    var helpLines = ["A number picks that option.", "n / p    older / newer transactions", "b        back"]

    static let initial = AccountViewModel(
        title: "Account", fields: [], historyTitle: "", history: [], emptyHistory: nil, message: nil, menu: [],
        commands: [],
        prompt: Prompt())
}
