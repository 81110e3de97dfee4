import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport

@testable import PaymentCards

/// Cards and transactions from memory, with call counts and switchable failures.
@MainActor
final class FakePaymentCardsRepository: PaymentCardsRepository {
    var walletCards: [WalletCard]
    var transactionsByNumber: [String: [Transaction]] = [:]
    var cardsFailure: (any Error)?
    var transactionsFailure: (any Error)?
    private(set) var cardsCallCount = 0
    private(set) var transactionsCallCount = 0
    /// What `now()` answers: 2026-11-02 unless a test moves it.
    var today = Date(timeIntervalSince1970: 1_793_620_800)

    init(_ walletCards: [WalletCard] = []) {
        self.walletCards = walletCards
    }

    func cards() throws -> [WalletCard] {
        cardsCallCount += 1
        if let cardsFailure { throw cardsFailure }
        return walletCards
    }

    func transactions(ofCard number: String) throws -> [Transaction] {
        transactionsCallCount += 1
        if let transactionsFailure { throw transactionsFailure }
        // As the app's adapter: in the one order of every history (newest first, ties by wallet sequence).
        var wallet = TransferFixture.wallet()
        wallet.transactions = TransactionLog(transactionsByNumber[number] ?? [])
        return wallet.newestFirst { _ in true }
    }

    func now() -> Date { today }
}
