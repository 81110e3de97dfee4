import Foundation
import SwippyCore

/// What any Exchange screen shows: already formatted text (and a chart's points), no business types.
struct ExchangeViewModel: ScreenViewModel {
    /// One currency row: its cells and whether it went up or down (coloured only when colour is on).
    struct Row: Equatable {
        enum Direction: Equatable { case up, down, flat }
        var cells: [String]
        var direction: Direction = .flat
        /// Values drawn as a sparkline after the cells (the view picks UTF-8 or ASCII).
        var trend: [Decimal] = []
    }

    var title: String
    /// A line under the title: "Base USD · rates of 20 Nov 2026".
    var subtitle: String = ""
    var fields: [Block.Field] = []
    /// Numbered choices (the hub's menu, the picker's list).
    var choices: [String] = []
    /// The number of the first choice: its place in a paged list (the picker's page 2 starts at 11).
    var firstChoice = 1
    /// Table rows, with `header` over them; the last `keptColumns` columns are numbers and never cut.
    var header: [String] = []
    var rows: [Row] = []
    var message: String?
    var chart: LineChart?
    var commands: [Block.Command] = []
    var prompt: Prompt
    /// What the flow last said; the screen shows it once.
    var notice: Notice?
    var help: [String] = []

    var helpLines: [String] { help }
    /// The words the screen accepts that Tab completes on a terminal.
    var completionWords: [String] = []

    static let initial = ExchangeViewModel(title: "Exchange", message: "Loading the rates…", prompt: Prompt())
}
