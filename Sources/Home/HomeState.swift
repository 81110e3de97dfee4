import SwippyData

/// Everything the home menu shows: who is signed in, their money, quick transfers and the features on offer.
struct HomeState: Equatable {
    /// The module's screens: the menu is its one screen; a feature chosen there leaves the module.
    enum Step: Equatable, Sendable {
        case menu
    }

    /// The most credit lines the home screen lists; the rest are counted, and Credit pages through them all.
    static let creditLinesShown = 6

    var step: Step = .menu
    /// The signed-in user's name; nil until loaded, or when the session has no known user.
    var userName: String?
    /// The features, in menu order.
    var entries: [HomeEntry]
    /// The shell's own words (`back`, `help`, …), which Tab also completes on the menu.
    var shellWords: [String] = []
    /// Total, balances, credit lines and newest transactions, recomputed on every load.
    var money: MoneySummary? = nil
    /// The most recent payees as quick transfers (`t1`…`t3`).
    var quick: [QuickTransfer] = []
}
