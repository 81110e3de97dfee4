import Foundation
import PaymentCards
import SwippyData

/// Adapts the wallet store to PaymentCards, for the signed-in user: the cards and their transactions.
/// PaymentCards only reads; paying, blocking and activating go through the modules that own them.
@MainActor
final class PaymentCardsDataAdapter: PaymentCardsDependency, PaymentCardsRepository {
    private let store: WalletStore
    private let session: AppSession
    private let addCards: AddCardDataAdapter?
    private let clock: any WallClock
    private let data: WalletDataAdapter?
    /// The user's time zone, from the composition root: the module shows every time in it.
    let paymentCardsTimeZone: TimeZone

    init(
        store: WalletStore, session: AppSession, clock: any WallClock = SystemClock(), timeZone: TimeZone,
        addCards: AddCardDataAdapter? = nil, data: WalletDataAdapter? = nil
    ) {
        self.data = data
        self.paymentCardsTimeZone = timeZone
        self.store = store
        self.session = session
        self.clock = clock
        self.addCards = addCards
    }

    var paymentCardsRepository: any PaymentCardsRepository { self }
    var addCardRepository: (any AddCardRepository)? { addCards }
    /// As many cards as the terminal holds (`WalletDataAdapter.listPageSize`); config.page_size without one.
    var paymentCardsPageSize: Int { data?.listPageSize ?? store.reference.config.pageSize }

    func cards() throws -> [WalletCard] {
        store.read().walletCards(of: session.userID)
    }

    func transactions(ofCard number: String) throws -> [Transaction] {
        store.read().transactions(ofCard: number)
    }

    func now() -> Date { clock.now }
}
