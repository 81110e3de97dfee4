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
        /// A page of transaction rows in columns, laid out at the whole list's column widths (`rowWidths`), so
        /// every page of one list has the same layout and its amounts end in the same column.
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
        /// True for a filter left at "any": a screen short of lines leaves it out (the summary names those set).
        var unset = false
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

        /// Who and what: "Green Acres Apartments · November rent", or the counterparty alone without a note.
        var subject: String { note.isEmpty ? counterparty : counterparty + " · " + note }

        /// The widest text of each column over the whole list (or a bounded sample of it): the columns' widths.
        struct Widths: Equatable {
            var number = 0
            var when = 0
            var subject = 0
            var account = 0
            var amount = 0

            /// The widest of each column of `rows`.
            init(_ rows: [Row] = []) {
                for row in rows {
                    number = max(number, DisplayWidth.of(row.number))
                    when = max(when, DisplayWidth.of(row.when))
                    subject = max(subject, DisplayWidth.of(row.subject))
                    account = max(account, DisplayWidth.of(row.account))
                    amount = max(amount, DisplayWidth.of(row.amount))
                }
            }
        }
    }

    var title: String
    var parts: [Part] = []
    /// The widths of the rows' columns over the whole list (`.rows`).
    var rowWidths = Row.Widths()
    var prompt = Prompt()
    var notice: Notice?
    var helpLines: [String] = []
    /// The words the screen accepts that Tab completes on a terminal.
    var completionWords: [String] = []

    static let initial = HistoryViewModel(title: "History", parts: [.text("Loading your transactions…")])
}
