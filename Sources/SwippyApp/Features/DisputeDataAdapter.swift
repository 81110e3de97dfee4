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
    /// The user's time zone, from the composition root: the module shows every time in it.
    let disputeTimeZone: TimeZone

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone) {
        self.store = store
        self.session = session
        self.data = data
        self.disputeClock = clock
        self.disputeTimeZone = timeZone
    }

    var disputeRepository: any DisputeRepository { self }
    var disputeConfig: AppConfig { data.fittedReference.config }
    var disputeSupportContacts: SupportContacts { store.reference.support }

    // MARK: - Reading

    func cards() throws -> [WalletCard] {
        store.read().walletCards(of: session.userID)
    }

    func accounts() throws -> [BankAccount] {
        store.read().accounts(of: session.userID)
    }

    func transactions(ofCard number: String) throws -> [Transaction] {
        store.read().transactions(ofCard: number)
    }

    func transactions(ofAccount id: String) throws -> [Transaction] {
        store.readHistory(ofAccount: id)
    }

    func disputes() throws -> [Dispute] {
        store.read().disputes(of: session.userID)
    }

    // MARK: - Intents

    func raiseDispute(_ dispute: Dispute) throws -> Dispute {
        try data.update { $0.raiseDispute(dispute) }
    }

    func updateDisputes(_ disputes: [Dispute]) throws {
        try data.update { $0.updateDisputes(disputes) }
    }

    func sendSupportEmail(_ message: OutboxMessage) throws -> OutboxMessage {
        var message = message
        // Every support email records who sent it and where to reply (issue 10, item 22).
        message.senderUserID = session.userID
        message.replyTo = store.read().user(session.userID)?.email
        return try data.update { $0.sendSupportEmail(message) }
    }

    func blockCard(at position: Int, reason: String, pin: String, maxAttempts: Int) throws -> PINCheck {
        let userID = session.userID
        return try data.update {
            $0.blockCard(at: position, reason: reason, pin: pin, userID: userID, maxAttempts: maxAttempts)
        }
    }

    func setCardActive(at position: Int, _ active: Bool) throws {
        try data.update { $0.setCardActive(at: position, active) }
    }
}
