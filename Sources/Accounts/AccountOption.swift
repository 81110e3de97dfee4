import SwippyData

/// What the open account's screen offers, in menu order.
enum AccountOption: CaseIterable, Equatable {
    case addMoney, withdraw, move, rename, close

    /// What `account`'s screen offers: every option, or none on a closed account (it offers its history only).
    static func offered(on account: BankAccount) -> [AccountOption] {
        account.status == .closed ? [] : allCases
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
