import Foundation
import SwippyData

extension WalletState {
    /// A deposit into the first account: its balance up by `amount` and the credit recorded, so the balance
    /// still follows from the history (`BalanceProof`).
    mutating func deposit(_ amount: Decimal, id: String, reference: String, note: String = "") {
        accounts[0].balance += amount
        let account = accounts[0]
        transactions.append(
            Transaction(
                id: id, date: Date(timeIntervalSince1970: 1_795_305_600), accountID: account.id, direction: .credit,
                amount: amount, currency: account.currency, counterparty: "Deposit", category: "deposit", note: note,
                reference: reference))
    }
}
