import SwippyCore

/// What the flow screen shows for one step: already formatted text.
struct FlowViewModel: ScreenViewModel {
    var title: String
    /// The question or what happened.
    var message: String?
    var fields: [Block.Field] = []
    /// A table (a schedule, the applications) with its columns.
    var columns: [Block.Column] = []
    var rows: [[Block.Cell]] = []
    var pageLine: String?
    var menu: [Block.MenuItem] = []
    /// The number of the first option: a page of a paged list numbers on from the pages before it.
    var firstOption = 1
    /// A closing line (what happens next, a rule).
    var footer: String?
    var commands: [Block.Command] = []
    var prompt: Prompt
    var notice: Notice?

    /// What `?` lists: what the step accepts (`FlowPresenter.helpLines`).
    var helpLines: [String] = ["b        back one step"]

    static let initial = FlowViewModel(title: "Credit", prompt: Prompt())
}
