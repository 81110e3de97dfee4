import Foundation
import SwippyData
import SwippyTestSupport
import Transfer

/// Asha's wallet in a real `WalletStore` over `persistence`, to test what survives a restart.
@MainActor
final class StoreTransferRepository: TransferRepository {
    let store: WalletStore
    private let ledger: Ledger
    private let userID = "u-asha"

    init(persistence: MemoryStateStore, reference: ReferenceData = TransferFixture.reference()) throws {
        store = try WalletStore(
            mockData: MockData(wallet: TransferFixture.wallet(), reference: reference), persistence: persistence)
        ledger = Ledger(reference: reference)
    }

    var wallet: WalletState { store.wallet }

    func accounts() -> [BankAccount] { store.wallet.accounts(of: userID) }

    func beneficiaries() -> [Beneficiary] { store.wallet.beneficiaries.filter { $0.userID == userID } }

    func card(at position: Int) -> PaymentCard? {
        store.wallet.cards.indices.contains(position) ? store.wallet.cards[position] : nil
    }

    func recipient(mobile: String, currency: String) -> Result<SwippyRecipient, TransferFailure> {
        ledger.recipient(mobile: mobile, senderID: userID, currency: currency, in: store.wallet)
    }

    func transferLock() -> TransferFailure? {
        ledger.transferLock(of: userID, in: store.wallet)
    }

    func verify(_ details: NewAccountDetails, from sourceID: String) -> Result<String?, TransferFailure> {
        guard let source = store.wallet.accounts.first(where: { $0.id == sourceID && $0.userID == userID }) else {
            return .failure(.sourceUnavailable("The account you chose is no longer in your wallet."))
        }
        let wallet = store.wallet
        return ledger.verify(details, source: source, in: wallet).map { _ in
            ledger.registeredHolder(of: details, in: wallet)
        }
    }

    func send(_ order: TransferOrder, pin: String) throws -> TransferSubmission {
        let (ledger, userID) = (ledger, userID)
        return try store.update { wallet in
            ledger.send(
                order, pin: pin, userID: userID, date: TransferFixture.date, newReference: { "REF-1" }, in: &wallet)
        }
    }

    func saveBeneficiary(_ details: NewAccountDetails) throws -> Beneficiary {
        let (ledger, userID) = (ledger, userID)
        return try store.update { wallet in ledger.saveBeneficiary(details, userID: userID, in: &wallet) }
    }

    func renameBeneficiary(_ id: String, to name: String) throws -> Result<Beneficiary, TransferFailure> {
        let (ledger, userID) = (ledger, userID)
        return try store.update { wallet in ledger.renameBeneficiary(id, to: name, userID: userID, in: &wallet) }
    }

    func deleteBeneficiary(_ id: String, pin: String) throws -> TransferSubmission? {
        let (ledger, userID) = (ledger, userID)
        return try store.update { wallet in ledger.deleteBeneficiary(id, pin: pin, userID: userID, in: &wallet) }
    }
}
