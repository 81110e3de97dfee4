import SwippyData

/// A card or an account whose transactions can be disputed.
enum DisputeSource: Equatable {
    case card(WalletCard)
    case account(BankAccount)

    /// "Millennia Credit Card · •••• •••• •••• 3456" or "Savings · HDFC Bank ••••7812".
    var label: String {
        switch self {
        case .card(let card): card.card.label
        case .account(let account): "\(account.name) · \(account.bankName) \(Mask.tail(account.number))"
        }
    }
}
