import SwippyCore

/// What the add-card screen shows: already formatted text.
struct AddCardViewModel: ScreenViewModel {
    var title: String
    var message: String
    var fields: [Block.Field] = []
    var menu: [Block.MenuItem] = []
    var prompt: Prompt
    var notice: Notice?

    var helpLines: [String] {
        ["Answer the question.", "b        back one step (what you typed is kept)"]
    }

    static let initial = AddCardViewModel(title: "Add card", message: "", prompt: Prompt())
}
