import Foundation
import SwippyData

/// Proves a journal's account balances from its history: after the journal's lines are replayed, each
/// account's balance must equal its opening value plus every transaction on it that the lines appended.
///
/// The opening value is the balance at the journal's base: MockData's when the journal grew from it (its
/// balances already include its own transactions), or the sealed snapshot's it continues from; 0 for an
/// account opened since. So only what was journaled is added up: O(accounts + journaled transactions),
/// never a pass over the base's own history.
struct BalanceProof {
    private let opening: [String: Decimal]
    private let openingCount: Int

    /// The opening values: `base`'s balances and how many transactions it holds.
    init(base: WalletState) {
        var opening: [String: Decimal] = [:]
        for account in base.accounts where opening[account.id] == nil {
            opening[account.id] = account.balance
        }
        self.opening = opening
        openingCount = base.transactions.count
    }

    /// The first account of `wallet` (the base with the journal replayed) whose balance is not its opening
    /// value plus its journaled transactions, as its index and one line; nil when every balance follows.
    func firstMismatch(in wallet: WalletState) -> (index: Int, reason: String)? {
        guard wallet.transactions.count >= openingCount else {
            let count = wallet.transactions.count
            return (-1, "holds \(count) transactions, fewer than the \(openingCount) it started from")
        }
        var moved: [String: Decimal] = [:]
        for transaction in wallet.transactions[openingCount...] {
            guard let account = transaction.accountID else { continue }
            moved[account, default: 0] += transaction.signedAmount
        }
        for (index, account) in wallet.accounts.enumerated() {
            let expected = (opening[account.id] ?? 0) + (moved[account.id] ?? 0)
            guard account.balance != expected else { continue }
            let count = wallet.transactions.count - openingCount
            return (
                index,
                "\(account.name) (\(account.id)) holds \(Self.plain(account.balance)) \(account.currency), but its "
                    + "opening balance and the \(count) transaction\(count == 1 ? "" : "s") saved since make "
                    + "\(Self.plain(expected)); not trusted, left as it is"
            )
        }
        return nil
    }

    private static func plain(_ amount: Decimal) -> String {
        NSDecimalNumber(decimal: amount).stringValue
    }
}
