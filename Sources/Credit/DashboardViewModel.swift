import SwippyCore

/// What the dashboard shows: already formatted text.
struct DashboardViewModel: ScreenViewModel {
    /// One row per line, then the total: card, limit, used, available, utilisation.
    var lines: [[Block.Cell]]
    var emptyText: String?
    /// Each card's due: card, what is due.
    var dues: [[Block.Cell]]
    /// Utilisation per statement month: one bar each, labelled with what was used and the percentage.
    var utilisation: [Block.Bar]
    /// Interest charged per statement month, one bar each.
    var interest: [Block.Bar]
    var payments: [[Block.Cell]]
    var paymentsEmpty: String?
    var pageLine: String?
    var menu: [Block.MenuItem]
    var prompt: Prompt
    var notice: Notice?

    var helpLines: [String] {
        ["A number picks that option.", "n / p    next / previous page of payments", "b        back"]
    }

    static let initial = DashboardViewModel(
        lines: [], emptyText: nil, dues: [], utilisation: [], interest: [], payments: [], paymentsEmpty: nil,
        pageLine: nil,
        menu: [], prompt: Prompt())
}
