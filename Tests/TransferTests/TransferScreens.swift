import Foundation
import SwippyData
import SwippyTestSupport

@testable import Transfer

/// States of the flow for the view snapshots, on the shipped MockData (Asha's real accounts, whose long
/// bank names and lakh balances are what a narrow terminal must not cut).
@MainActor
enum TransferScreens {
    static let data: MockData? = try? RepositoryFiles.mockData()

    /// Asha's flow with her accounts and beneficiaries loaded, Savings chosen, on `step`.
    static func state(_ step: TransferState.Step, card: Int? = nil, zone: TimeZone = SwippyDate.utc) -> TransferState {
        let wallet = data?.wallet ?? WalletState()
        let reference = data?.reference
        var state = TransferState(cardPosition: card, directory: reference?.ifscDirectory ?? [], zone: zone)
        state.accounts = wallet.accounts(of: "u-asha")
        state.beneficiaries = wallet.beneficiaries.filter { $0.userID == "u-asha" }
        state.sourceID = state.accounts.first?.id
        state.limit = reference.flatMap { Ledger(reference: $0).perTransferLimit(in: state.currency) }
        if let card, wallet.cards.indices.contains(card) {
            state.card = wallet.cards[card]
            state.due = state.card?.due.map { Money($0.amount, "INR") }
        }
        state.step = step
        return state
    }

    /// Paying Priya ₹1,500 with a ₹5 fee and a note.
    static func toPriya(_ step: TransferState.Step, zone: TimeZone = SwippyDate.utc) -> TransferState {
        var state = state(step, zone: zone)
        if let priya = state.beneficiaries.first { state.payee = .beneficiary(priya) }
        state.fee = 5
        state.amount = 1_500
        state.note = "Rent for November"
        return state
    }

    /// What Priya's transfer looks like once sent (at 2026-11-18T11:06:40Z), shown in `zone`.
    static func sent(zone: TimeZone = SwippyDate.utc) -> TransferState {
        var state = toPriya(.result, zone: zone)
        let debit = Transaction(
            id: "SWT4821930571-D", date: Date(timeIntervalSince1970: 1_795_000_000), accountID: state.sourceID,
            direction: .debit,
            amount: 1_500, currency: "INR", counterparty: "Priya Sharma", category: "transfer",
            note: "Rent for November",
            reference: "SWT4821930571")
        state.outcome = .sent(
            TransferReceipt(
                reference: "SWT4821930571", amount: Money(1_500, "INR"), fee: Money(5, "INR"),
                counterparty: "Priya Sharma",
                sourceName: "Savings", newBalance: Money(Decimal(string: "123495.50") ?? 0, "INR"), debit: debit))
        return state
    }
}
