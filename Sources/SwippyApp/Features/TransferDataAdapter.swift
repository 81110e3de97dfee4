import Foundation
import SwippyCore
import SwippyData
import Transfer

/// Adapts the wallet store to the Transfer module, for the signed-in user. The money rules are SwippyData's
/// `Ledger`; writes go through the shared `WalletDataAdapter.update`, so a failed save ends the run with exit 74.
@MainActor
final class TransferDataAdapter: TransferDependency, TransferRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock
    /// The user's time zone, from the composition root: the module shows every time in it.
    let transferTimeZone: TimeZone
    private let identifiers = RandomTransferIdentifiers()

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone) {
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
        self.transferTimeZone = timeZone
    }

    var transferRepository: any TransferRepository { self }
    var transferReferenceData: ReferenceData { store.reference }
    var transferIdentifiers: any TransferIdentifierSource { identifiers }

    private var ledger: Ledger { Ledger(reference: store.reference) }

    // MARK: - Reading

    func accounts() -> [BankAccount] {
        store.read().accounts(of: session.userID)
    }

    func beneficiaries() -> [Beneficiary] {
        store.read().beneficiaries.filter { $0.userID == session.userID }
    }

    func card(at position: Int) -> PaymentCard? {
        let cards = store.read().cards
        return cards.indices.contains(position) ? cards[position] : nil
    }

    func recipient(mobile: String, currency: String) -> Result<SwippyRecipient, TransferFailure> {
        ledger.recipient(mobile: mobile, senderID: session.userID, currency: currency, in: store.read())
    }

    func transferLock() -> TransferFailure? {
        ledger.transferLock(of: session.userID, in: store.read())
    }

    func verify(_ details: NewAccountDetails, from sourceID: String) -> Result<String?, TransferFailure> {
        let wallet = store.read()
        guard let source = wallet.accounts.first(where: { $0.id == sourceID && $0.userID == session.userID }) else {
            return .failure(.sourceUnavailable("The account you chose is no longer in your wallet."))
        }
        return ledger.verify(details, source: source, in: wallet).map { _ in
            ledger.registeredHolder(of: details, in: wallet)
        }
    }

    // MARK: - Writing

    func send(_ order: TransferOrder, pin: String) throws -> TransferSubmission {
        let (ledger, userID, date, identifiers, store) = (ledger, session.userID, clock.now, identifiers, store)
        return try data.update { wallet in
            ledger.send(
                order, pin: pin, userID: userID, date: date, newReference: identifiers.nextReference,
                isUsed: store.usesReference(_:in:), in: &wallet)
        }
    }

    func saveBeneficiary(_ details: NewAccountDetails) throws -> Beneficiary {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { wallet in ledger.saveBeneficiary(details, userID: userID, in: &wallet) }
    }

    func renameBeneficiary(_ id: String, to name: String) throws -> Result<Beneficiary, TransferFailure> {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { wallet in ledger.renameBeneficiary(id, to: name, userID: userID, in: &wallet) }
    }

    func deleteBeneficiary(_ id: String, pin: String) throws -> TransferSubmission? {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { wallet in ledger.deleteBeneficiary(id, pin: pin, userID: userID, in: &wallet) }
    }
}
