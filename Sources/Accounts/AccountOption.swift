import SwippyData

/// What the open account's screen offers, in menu order.
enum AccountOption: CaseIterable, Equatable {
    case addMoney, withdraw, move, rename, close

    /// What `account`'s screen offers: every option when active; a blocked or locked one moves no money, so
    /// rename (and close once empty); none on a closed account (it offers its history only).
    static func offered(on account: BankAccount) -> [AccountOption] {
        switch account.status {
        case .active: allCases
        // No money moves in or out: it can be renamed, and closed once empty.
        case .blocked, .locked: account.balance == 0 ? [.rename, .close] : [.rename]
        case .closed: []
        }
    }

    var title: String {
        switch self {
        case .addMoney: "Add money"
        case .withdraw: "Withdraw"
        case .move: "Move to another own account"
        case .rename: "Rename"
        case .close: "Close account"
        }
    }
}
