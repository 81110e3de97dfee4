import Foundation
import SwippyData
import SwippyTestSupport
import Transfer

/// An in-memory wallet for Asha that moves money with the real `Ledger`, counts every call, and with
/// `failSaves` fails every write like a full disk (nothing changes).
@MainActor
final class FakeTransferRepository: TransferRepository {
    var wallet: WalletState
    var failSaves = false
    /// With `failSaves`: the save failed where its change may be in the state after all.
    var saveOutcomeUnknown = false
    var userID = "u-asha"
    let ledger: Ledger
    private(set) var sendCount = 0
    private(set) var lastPIN: String?
    private(set) var saveBeneficiaryCount = 0
    private var references = 0

    init(_ wallet: WalletState = TransferFixture.wallet(), reference: ReferenceData = TransferFixture.reference()) {
        self.wallet = wallet
        self.ledger = Ledger(reference: reference)
    }

    func accounts() -> [BankAccount] {
        wallet.accounts(of: userID)
    }

    func beneficiaries() -> [Beneficiary] {
        wallet.beneficiaries.filter { $0.userID == userID }
    }

    func card(at position: Int) -> PaymentCard? {
        wallet.cards.indices.contains(position) ? wallet.cards[position] : nil
    }

    func recipient(mobile: String, currency: String) -> Result<SwippyRecipient, TransferFailure> {
        ledger.recipient(mobile: mobile, senderID: userID, currency: currency, in: wallet)
    }

    func transferLock() -> TransferFailure? {
        ledger.transferLock(of: userID, in: wallet)
    }

    func verify(_ details: NewAccountDetails, from sourceID: String) -> Result<String?, TransferFailure> {
        guard let source = wallet.accounts.first(where: { $0.id == sourceID && $0.userID == userID }) else {
            return .failure(.sourceUnavailable("The account you chose is no longer in your wallet."))
        }
        let wallet = wallet
        return ledger.verify(details, source: source, in: wallet).map { _ in
            ledger.registeredHolder(of: details, in: wallet)
        }
    }

    func send(_ order: TransferOrder, pin: String) throws -> TransferSubmission {
        sendCount += 1
        lastPIN = pin
        return try save { wallet in
            ledger.send(
                order, pin: pin, userID: userID, date: TransferFixture.date, newReference: nextReference, in: &wallet)
        }
    }

    func saveBeneficiary(_ details: NewAccountDetails) throws -> Beneficiary {
        saveBeneficiaryCount += 1
        return try save { wallet in ledger.saveBeneficiary(details, userID: userID, in: &wallet) }
    }

    func renameBeneficiary(_ id: String, to name: String) throws -> Result<Beneficiary, TransferFailure> {
        let (ledger, userID) = (ledger, userID)
        return try save { wallet in ledger.renameBeneficiary(id, to: name, userID: userID, in: &wallet) }
    }

    func deleteBeneficiary(_ id: String, pin: String) throws -> TransferSubmission? {
        let (ledger, userID) = (ledger, userID)
        return try save { wallet in ledger.deleteBeneficiary(id, pin: pin, userID: userID, in: &wallet) }
    }

    private func nextReference() -> String {
        references += 1
        return "REF-\(references)"
    }

    private func save<T>(_ change: (inout WalletState) -> T) throws -> T {
        var draft = wallet
        let result = change(&draft)
        if failSaves && saveOutcomeUnknown {
            throw DataFileError.saveOutcomeUnknown(file: "state.json", reason: "disk full")
        }
        if failSaves { throw DataFileError.unwritable(file: "state.json", reason: "disk full") }
        wallet = draft
        return result
    }
}
