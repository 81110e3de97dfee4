import Dispute
import Foundation
import SwippyCore
import SwippyData

/// Adapts the wallet store to the Dispute module, for the signed-in user. Writes go through the
/// shared `WalletDataAdapter.update`, so a failed save ends the run with exit 74.
@MainActor
final class DisputeDataAdapter: DisputeDependency, DisputeRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    let disputeClock: any WallClock

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock) {
        self.store = store
        self.session = session
        self.data = data
        self.disputeClock = clock
    }

    var disputeRepository: any DisputeRepository { self }
    var disputeConfig: AppConfig { store.reference.config }
    var disputeSupportContacts: SupportContacts { store.reference.support }

    // MARK: - Reading

    func cards() throws -> [WalletCard] {
        store.wallet.walletCards(of: session.userID)
    }

    func accounts() throws -> [BankAccount] {
        store.wallet.accounts(of: session.userID)
    }

    func transactions(ofCard number: String) throws -> [Transaction] {
        store.wallet.transactions(ofCard: number)
    }

    func transactions(ofAccount id: String) throws -> [Transaction] {
        store.wallet.transactions(ofAccount: id)
    }

    func disputes() throws -> [Dispute] {
        let wallet = store.wallet
        let accountIDs = Set(wallet.accounts(of: session.userID).map(\.id))
        let cardNumbers = Set(wallet.cards(of: session.userID).map(\.number))
        let mine = Set(wallet.transactions.filter { transaction in
            transaction.accountID.map(accountIDs.contains) ?? false
                || transaction.cardNumber.map(cardNumbers.contains) ?? false
        }.map(\.id))
        return wallet.disputes.filter { mine.contains($0.transactionID) }
    }

    // MARK: - Writing

    func add(_ dispute: Dispute) throws -> Dispute {
        try data.update { wallet in
            var saved = dispute
            saved.id = "DSP-\(Self.nextNumber(after: wallet.disputes.map(\.id), prefix: "DSP-", floor: 1000))"
            wallet.disputes.append(saved)
            return saved
        }
    }

    func replace(_ disputes: [Dispute]) throws {
        try data.update { wallet in
            for dispute in disputes {
                guard let index = wallet.disputes.firstIndex(where: { $0.id == dispute.id }) else { continue }
                wallet.disputes[index] = dispute
            }
        }
    }

    func send(_ message: OutboxMessage) throws -> OutboxMessage {
        try data.update { wallet in
            var saved = message
            saved.id = "MSG-\(Self.nextNumber(after: wallet.outbox.map(\.id), prefix: "MSG-", floor: 1000))"
            wallet.outbox.append(saved)
            return saved
        }
    }

    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck {
        let userID = session.userID
        return try data.update { wallet in
            let check = wallet.checkTransferPIN(pin, userID: userID, maxAttempts: maxAttempts)
            if check == .accepted, wallet.cards.indices.contains(position) {
                wallet.cards[position].status = .blocked
                wallet.cards[position].blockReason = reason
            }
            return check
        }
    }

    func setCardStatus(at position: Int, to status: CardStatus) throws {
        try data.update { wallet in
            // Blocking is for good: nothing brings a blocked card back.
            guard wallet.cards.indices.contains(position), wallet.cards[position].effectiveStatus != .blocked else { return }
            wallet.cards[position].status = status
        }
    }

    /// One more than the highest number among ids with `prefix` (at least `floor` + 1).
    static func nextNumber(after ids: [String], prefix: String, floor: Int) -> Int {
        let numbers = ids.compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }
        return max(floor, numbers.max() ?? floor) + 1
    }
}
