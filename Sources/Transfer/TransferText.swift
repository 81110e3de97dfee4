import Foundation
import SwippyData

/// Words and fields shared by several steps: how accounts and payees are described. Pure: state in, text out.
enum TransferText {
    static let title = "Send money"
    /// Said when the user cancels at the confirmation: the flow ends and no money moved.
    static let cancelled = "Transfer cancelled; nothing was sent."

    /// "Savings · HDFC Bank ••7812".
    static func account(_ account: BankAccount) -> String {
        "\(account.name) · \(account.bankName) ••\(account.number.suffix(4))"
    }

    /// An account as a row of a list: name, bank and number, status (blank when active), balance.
    static func accountRow(_ account: BankAccount) -> [String] {
        [
            account.name, "\(account.bankName) ••\(account.number.suffix(4))",
            account.status == .active ? "" : account.status.rawValue.capitalized, account.money.formatted,
        ]
    }

    /// The source account as a field, with its balance.
    static func fromField(_ state: TransferState) -> [TransferViewModel.Field] {
        guard let source = state.source else { return [] }
        return [TransferViewModel.Field("From", "\(account(source)) · \(source.money.formatted)")]
    }

    /// The fields describing where the money goes.
    static func payeeFields(_ state: TransferState) -> [TransferViewModel.Field] {
        typealias Field = TransferViewModel.Field
        switch state.payee {
        case nil:
            return []
        case .beneficiary(let payee)?:
            return [
                Field("To", payee.name), Field("Bank", payee.bankName),
                Field("Account", Mask.tail(payee.accountNumber), keep: true), Field("IFSC", payee.ifsc, keep: true),
            ]
        case .newAccount(let details)?:
            let bank = state.branch(details.ifsc).map { "\($0.bank), \($0.branch)" } ?? "Not in the bank directory"
            return [
                Field("To", details.name), Field("Bank", bank),
                Field("Account", Mask.tail(details.accountNumber), keep: true), Field("IFSC", details.ifsc, keep: true),
            ]
        case .swippyUser(let recipient)?:
            return [
                Field("To", "\(recipient.name) (Swippy)"), Field("Mobile", Mask.tail(recipient.mobile), keep: true),
            ]
        case .ownAccount(let id)?:
            let name = state.accounts.first { $0.id == id }.map(account) ?? id
            return [Field("To", "\(name) (own account)")]
        case .cardDue?:
            guard let card = state.card else { return [Field("To", "A card no longer in your wallet")] }
            var fields = [Field("To", card.displayTitle), Field("Card", card.maskedNumber, keep: true)]
            if let due = card.due { fields.append(Field("Due", due.summary, keep: true)) }
            return fields
        }
    }

    /// `amount` in the transfer's currency.
    static func money(_ amount: Decimal, _ state: TransferState) -> String {
        Money(amount, state.currency).formatted
    }
}
