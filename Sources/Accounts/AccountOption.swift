/// What the open account's screen offers, in menu order.
enum AccountOption: CaseIterable, Equatable {
    case addMoney, withdraw, move, rename, close

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
