import Foundation
import PaymentCards
import SwippyData

/// Adapts the wallet store to PaymentCards' "Add card", for the signed-in user. The rules are SwippyData's
/// (`Ledger.addCard` saves the card masked); writes go through `WalletDataAdapter.update`.
@MainActor
final class AddCardDataAdapter: AddCardRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock) {
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
    }

    private var ledger: Ledger { Ledger(reference: store.reference) }

    func cardBanks() -> [String] { ledger.cardBanks }

    func now() -> Date { clock.now }

    func duplicateRefusal(lastFour: String, bank: String) -> String? {
        Ledger.duplicateCardRefusal(lastFour: lastFour, bank: bank, userID: session.userID, in: store.read())?.message
    }

    func duplicateRefusal(number: CardNumber) -> String? {
        Ledger.duplicateCardRefusal(number: number, userID: session.userID, in: store.read())?.message
    }

    func addCard(_ details: NewCardDetails) throws -> Result<PaymentCard, TransferFailure> {
        let (ledger, userID) = (ledger, session.userID)
        return try data.update { ledger.addCard(details, userID: userID, in: &$0) }
    }
}
