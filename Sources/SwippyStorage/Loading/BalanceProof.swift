import Foundation
import SwippyData
import SwippyText

/// Proves a journal's balances from its history: after the journal's lines are replayed, each account's
/// balance must equal its opening value plus every transaction on it that the lines appended, and each card's
/// due and credit in use must equal its opening values run through every card transaction the lines appended
/// (`CardBalance`).
///
/// The opening values are those at the journal's base: MockData's when the journal grew from it (its
/// balances already include its own transactions), or the sealed snapshot's it continues from; 0 for an
/// account or card added since. So only what was journaled is added up: O(accounts + cards + journaled
/// transactions), never a pass over the base's own history.
struct BalanceProof {
    private let opening: [String: Decimal]
    private let openingCards: [String: CardBalance]
    private let sharedNumbers: Set<String>
    private let openingCount: Int

    /// The opening values: `base`'s balances and how many transactions it holds.
    init(base: WalletState) {
        var opening: [String: Decimal] = [:]
        for account in base.accounts where opening[account.id] == nil {
            opening[account.id] = account.balance
        }
        self.opening = opening
        (openingCards, sharedNumbers) = CardBalance.byNumber(base.cards)
        openingCount = base.transactions.count
    }

    /// Where a balance does not follow from history: the path to it and one line.
    struct Mismatch: Equatable {
        /// The path of the value that does not follow, e.g. `wallet.accounts[0].balance`.
        var location: String
        /// What it holds, what history makes, and that it is not trusted.
        var reason: String
    }

    /// The first account, then card, of `wallet` (the base with the journal replayed) whose balance does not
    /// follow from its opening value and its journaled transactions; nil when every one follows.
    func firstMismatch(in wallet: WalletState) -> Mismatch? {
        guard wallet.transactions.count >= openingCount else {
            let count = wallet.transactions.count
            return Mismatch(
                location: "wallet.transactions",
                reason: "holds \(count) transactions, fewer than the \(openingCount) it started from")
        }
        let journaled = wallet.transactions[openingCount...]
        return accountMismatch(in: wallet, journaled) ?? cardMismatch(in: wallet, journaled)
    }

    private func accountMismatch(in wallet: WalletState, _ journaled: Slice<TransactionLog>) -> Mismatch? {
        var moved: [String: Decimal] = [:]
        for transaction in journaled {
            guard let account = transaction.accountID else { continue }
            moved[account, default: 0] += transaction.signedAmount
        }
        for (index, account) in wallet.accounts.enumerated() {
            let expected = (opening[account.id] ?? 0) + (moved[account.id] ?? 0)
            guard account.balance != expected else { continue }
            let count = journaled.count
            return Mismatch(
                location: "wallet.accounts[\(index)].balance",
                reason:
                    "\(Self.named(account.name, account.id)) holds \(Self.plain(account.balance)) \(account.currency), "
                    + "but its opening balance and the \(count) transaction\(count == 1 ? "" : "s") saved since "
                    + "make \(Self.plain(expected)); not trusted, left as it is")
        }
        return nil
    }

    /// Cards are told apart by number, as their transactions name them; a number two cards share (at the base
    /// or now) cannot say whose a transaction is, so those cards are left unproven.
    private func cardMismatch(in wallet: WalletState, _ journaled: Slice<TransactionLog>) -> Mismatch? {
        var now = CardBalance.byNumber(wallet.cards).balances
        for number in sharedNumbers { now[number] = nil }
        guard !now.isEmpty else { return nil }
        var expected: [String: CardBalance] = [:]
        var counts: [String: Int] = [:]
        for transaction in journaled {
            guard let number = transaction.cardNumber, now[number] != nil else { continue }
            expected[number, default: openingCards[number] ?? CardBalance()].apply(transaction)
            counts[number, default: 0] += 1
        }
        for (index, card) in wallet.cards.enumerated() {
            guard let held = now[card.number] else { continue }
            let wanted = expected[card.number] ?? openingCards[card.number] ?? CardBalance()
            let count = counts[card.number] ?? 0
            let saved = "the \(count) card transaction\(count == 1 ? "" : "s") saved since"
            let name = Self.named("Card \(card.shortMask)", card.id)
            if held.owed != wanted.owed {
                return Mismatch(
                    location: "wallet.cards[\(index)].due.amount",
                    reason: "\(name) owes \(Self.plain(held.owed)), but its opening due and \(saved) make "
                        + "\(Self.plain(wanted.owed)); not trusted, left as it is")
            }
            if held.used != wanted.used {
                return Mismatch(
                    location: "wallet.cards[\(index)].credit_used",
                    reason: "\(name) has \(Self.plain(held.used)) of its credit in use, but its opening use and "
                        + "\(saved) make \(Self.plain(wanted.used)); not trusted, left as it is")
            }
        }
        return nil
    }

    /// "Savings (acc-1)": a name and an id from the file, each capped so the amounts after them are never cut.
    private static func named(_ name: String, _ id: String) -> String {
        let limit = SafeText.errorValueLimit
        return "\(SafeText.clean(name, limit: limit)) (\(SafeText.clean(id, limit: limit)))"
    }

    private static func plain(_ amount: Decimal) -> String {
        NSDecimalNumber(decimal: amount).stringValue
    }
}

/// What a card owes (its due's outstanding amount) and has in use on its credit line, as the money rules
/// move them: a debit on the card (cash drawn, its fee) adds to both; a credit (a payment, a repayment) takes
/// from both, never below zero, as `CardDue.pay` and the credit line's rules do.
struct CardBalance: Equatable {
    /// `CardDue.outstanding`, 0 without a due.
    var owed: Decimal = 0
    /// `CreditLine.used`: the recorded use, else what is owed.
    var used: Decimal = 0

    init() {}

    init(_ card: PaymentCard) {
        owed = card.due?.outstanding ?? 0
        used = card.creditUsed ?? owed
    }

    /// The balance after `transaction` on the card.
    mutating func apply(_ transaction: Transaction) {
        switch transaction.direction {
        case .debit:
            owed += transaction.amount
            used += transaction.amount
        case .credit:
            owed = max(0, owed - transaction.amount)
            used = max(0, used - transaction.amount)
        }
    }

    /// Each card number held by exactly one of `cards`, with that card's balance, and the numbers several
    /// cards share.
    static func byNumber(_ cards: [PaymentCard]) -> (balances: [String: CardBalance], shared: Set<String>) {
        var result: [String: CardBalance] = [:]
        var shared: Set<String> = []
        for card in cards {
            if result.updateValue(CardBalance(card), forKey: card.number) != nil { shared.insert(card.number) }
        }
        for number in shared { result[number] = nil }
        return (result, shared)
    }
}
