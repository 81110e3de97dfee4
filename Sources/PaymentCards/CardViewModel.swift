import SwippyCore

/// What a card's own screens show: its actions, its details, or its last statement.
struct CardViewModel: ScreenViewModel {
    struct Field: Equatable {
        var label: String
        var value: String
        var tone: Tone = .plain
        /// Never cut (an amount, a masked number): it moves to a line of its own instead.
        var keep = false
    }

    var title: String
    var fields: [Field]
    var sectionTitle: String?
    /// Statement rows: date, counterparty, signed amount.
    var rows: [[String]]
    var message: String?
    var options: [String]
    var prompt: Prompt
    /// What the flow last said; shown once by the screen.
    var notice: Notice?

    static let initial = CardViewModel(
        title: "Card", fields: [], sectionTitle: nil, rows: [], message: nil, options: [], prompt: Prompt())
}
