import SwippyCore

/// What every History screen shows: a title, parts of already formatted content and the prompt.
struct HistoryViewModel: ScreenViewModel {
    /// One part of a screen; the View draws each as SwippyCore blocks, parts separated by a blank line.
    enum Part: Equatable {
        case text(String)
        /// Label/value pairs; a kept value (an amount, a date) is never cut.
        case fields([Field])
        /// A line saying what the totals cover, then the totals as fields, with no blank line between.
        case totals(heading: String, [Field])
        /// Transaction rows in columns.
        case rows([Row])
        /// A bar chart.
        case chart([Block.Bar])
        /// Plain lines to copy, drawn as they are.
        case plain([String])
        case commands([Block.Command])
        case error(String)
    }

    struct Field: Equatable {
        var label: String
        var value: String
        var keep = false
        var tone: Tone = .plain
    }

    /// "1.  21 Nov 2026, 15:30 IST  Blue Tokai  flat white  Savings ••4821  -₹450.00".
    struct Row: Equatable {
        var number: String
        var when: String
        var counterparty: String
        var note: String
        var account: String
        var amount: String
        var isCredit: Bool
    }

    var title: String
    var parts: [Part] = []
    var prompt = Prompt()
    var notice: Notice?
    var helpLines: [String] = []
    /// The words the screen accepts that Tab completes on a terminal.
    var completionWords: [String] = []

    static let initial = HistoryViewModel(title: "History", parts: [.text("Loading your transactions…")])
}
