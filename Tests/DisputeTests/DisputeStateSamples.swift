import Foundation
import SwippyCore
import SwippyData

@testable import Dispute

/// States for presenter tests, built from the test wallet without an interactor.
enum DisputeStateSamples {
    static let wallet = TestWallet.make()

    static var cards: [WalletCard] { wallet.walletCards(of: TestWallet.userID) }

    static func transaction(_ id: String) -> Transaction {
        wallet.transactions.first { $0.id == id } ?? TestWallet.transaction(id, testNow)
    }

    /// A dispute on `transactionID`, raised at `testNow`.
    static func dispute(
        _ id: String = "DSP-1001", on transactionID: String = "t-new", status: DisputeStatus = .open
    ) -> Dispute {
        Dispute(
            id: id, transactionID: transactionID, reason: .chargedTwice, description: "Twice for one ride",
            status: status, raisedAt: testNow,
            timeline: [DisputeEvent(status: .open, at: testNow, note: "Dispute raised")])
    }

    /// The state with `disputes` loaded.
    static func loaded(_ disputes: [Dispute]) -> DisputeState {
        var state = DisputeState(support: TestWallet.support, pageSize: 3, zone: TestWallet.zone)
        state.list = DisputeState.DisputeList(
            phase: .loaded, disputes: disputes,
            transactions: Dictionary(uniqueKeysWithValues: wallet.transactions.map { ($0.id, $0) }))
        return state
    }

    /// The raise flow at its transaction step on Millennia (4 transactions, pages of 3).
    static func raiseAtTransactions() -> DisputeState {
        var state = DisputeState(support: TestWallet.support, pageSize: 3, zone: TestWallet.zone)
        state.raise.sources = cards.map(DisputeSource.card)
        state.raise.source = state.raise.sources.first
        state.raise.transactions = ["t-new", "t-credit", "t-edge", "t-old"].map {
            DisputableTransaction(transaction: transaction($0), eligibility: .eligible)
        }
        state.raise.paging = Paging(itemCount: 4, pageSize: 3)
        state.raise.step = .transaction
        return state
    }
}
