import Foundation
import SwippyData
import SwippyTestSupport
import Testing

@testable import SwippyStorage

/// Cards' dues and credit in use follow from their journaled transactions: every money rule that moves them
/// (a due paid, cash drawn and its fee, a repayment) leaves a wallet the proof accepts, and a due or a use
/// changed without its transaction is named with its card.
@Suite("Balance proof: cards")
struct BalanceProofTests {
    /// Pays `amount` of the card's due from Asha's savings, as the Transfer flow does.
    private func payDue(_ amount: Decimal, in wallet: inout WalletState) {
        let order = TransferOrder(
            sourceID: "a-savings", payee: .cardDue(position: 0), amount: amount, note: "", requestID: "p\(amount)")
        let outcome = CreditFixture.ledger.carryOut(
            order, userID: "u-asha", date: TransferFixture.date, transferReference: "SWP\(wallet.transactions.count)",
            in: &wallet)
        guard case .sent = outcome else {
            Issue.record("the payment was refused: \(outcome)")
            return
        }
    }

    private func credit(_ kind: CreditOrder.Kind, _ amount: Decimal, in wallet: inout WalletState) {
        let order = CreditFixture.order(kind, amount, request: "c\(wallet.transactions.count)")
        guard case .finished(.sent) = CreditFixture.submit(order, in: &wallet) else {
            Issue.record("the \(kind) of \(amount) was refused")
            return
        }
    }

    /// Every card rule in turn, from `base`: after each, the proof from `base` accepts the wallet.
    private func walk(from base: WalletState) -> WalletState {
        let proof = BalanceProof(base: base)
        var wallet = base
        let steps: [(inout WalletState) -> Void] = [
            { payDue(100, in: &$0) },
            { credit(.withdraw, 1_000, in: &$0) },
            { payDue($0.cards[0].due?.outstanding ?? 0, in: &$0) },
            { credit(.withdraw, 20_000, in: &$0) },
            { credit(.repay, 5_000, in: &$0) },
            // More than is owed when more is in use: the due stops at nothing owed.
            {
                let owed = $0.cards[0].due?.outstanding ?? 0
                let used = CreditLine(position: 0, card: $0.cards[0], currency: "INR")?.used ?? 0
                credit(.repay, min(used, owed + 500), in: &$0)
            },
        ]
        for (number, step) in steps.enumerated() {
            step(&wallet)
            #expect(proof.firstMismatch(in: wallet) == nil, "after step \(number + 1)")
        }
        #expect(wallet.transactions.count > base.transactions.count + 10)
        return wallet
    }

    @Test(arguments: [nil, Decimal(0), Decimal(20_000)])
    func everyCardRule_leavesDueAndUseThatFollowFromHistory(used: Decimal?) {
        var base = CreditFixture.wallet()
        base.cards[0].creditUsed = used
        _ = walk(from: base)
    }

    @Test func aDueChangedWithoutItsTransaction_isNamedWithItsCard() {
        let base = CreditFixture.wallet()
        var wallet = walk(from: base)
        wallet.cards[0].due = CardDue(id: "due_1", amount: 1, currency: "₹", state: .pending("due in 6 days"))
        #expect(
            BalanceProof(base: base).firstMismatch(in: wallet)
                == BalanceProof.Mismatch(
                    location: "wallet.cards[0].due.amount",
                    reason: "Card ••3456 (c1) owes 1, but its opening due and the 8 card transactions saved since "
                        + "make 0; not trusted, left as it is"))
    }

    @Test func aUseChangedWithoutItsTransaction_isNamedWithItsCard() {
        let base = CreditFixture.wallet()
        var wallet = base
        credit(.withdraw, 1_000, in: &wallet)
        wallet.cards[0].creditUsed = 20_000
        #expect(
            BalanceProof(base: base).firstMismatch(in: wallet)
                == BalanceProof.Mismatch(
                    location: "wallet.cards[0].credit_used",
                    reason: "Card ••3456 (c1) has 20000 of its credit in use, but its opening use and the 2 card "
                        + "transactions saved since make 21250; not trusted, left as it is"))
    }

    @Test func aCardAddedSince_startsFromNothingOwed() {
        let base = CreditFixture.wallet()
        var wallet = base
        var card = base.cards[0]
        card.id = "c-new"
        card.number = "•••• 9999"
        card.due = CardDue(id: "d", amount: 50, currency: "₹", state: .pending("due"))
        wallet.cards.append(card)
        #expect(BalanceProof(base: base).firstMismatch(in: wallet)?.location == "wallet.cards[1].due.amount")
        wallet.cards[1].due = nil
        wallet.cards[1].creditUsed = nil
        #expect(BalanceProof(base: base).firstMismatch(in: wallet) == nil)
    }

    @Test func cardsSharingANumber_areLeftUnproven() {
        var base = CreditFixture.wallet()
        base.cards.append(base.cards[0])
        var wallet = base
        wallet.cards[1].due?.amount += 1
        #expect(BalanceProof(base: base).firstMismatch(in: wallet) == nil)
    }
}
