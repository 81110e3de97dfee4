import SwippyCore

/// The home menu's view model: formatted strings only.
struct HomeViewModel: ScreenViewModel {
    /// One menu row: the title, the word that opens it, and what it offers.
    struct Row: Equatable {
        var title: String
        var word: String
        var summary: String
    }

    var greeting: String
    var rows: [Row]
    /// The shell's own words (`back`, `help`, `home`, `quit`), offered by Tab after the feature words.
    var shellWords: [String] = []
    /// The money above the menu (`HomeSummary`); empty while nobody is signed in.
    var money: [Block] = []
    /// The same money on few lines, for a short terminal (`HomeSummary.compactBlocks`): all accounts and the newest
    /// payees; without the payees (`plainMoney`); at most three accounts (`tightMoney`).
    var compactMoney: [Block] = []
    var plainMoney: [Block] = []
    var tightMoney: [Block] = []
    /// The quick transfers (`t1`…), most recent payee first; empty when there is none.
    var quick: [[Block.Cell]] = []
    /// What the flow last said; shown once by the screen.
    var notice: Notice?

    var prompt: Prompt { .option(count: rows.count) }
    var helpLines: [String] {
        ["Each option can also be opened by its word: " + rows.map(\.word).joined(separator: ", ")]
            + (quick.isEmpty ? [] : ["t1…t\(quick.count)  send again to a recent payee (you confirm with your PIN)"])
    }
    /// Tab on the home menu: the feature words, then the commands that work on every screen.
    var completionWords: [String] { rows.map(\.word) + shellWords }

    /// Before the state is first delivered.
    static let initial = HomeViewModel(greeting: "", rows: [])
}
