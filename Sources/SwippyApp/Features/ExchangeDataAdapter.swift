import Exchange
import Foundation
import SwippyCore
import SwippyData

/// Adapts the wallet store to the Exchange module, for the signed-in user: the quotes and the currency list
/// from the reference data, the user's own base currency from their settings (saved through
/// `WalletDataAdapter.update`, so a failed save ends the run with exit 74).
@MainActor
final class ExchangeDataAdapter: ExchangeDependency, ExchangeRepository {
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

    var exchangeRepository: any ExchangeRepository { self }
    var exchangePageSize: Int? { data.terminalPageSize }

    func rates() -> ExchangeRates { store.reference.exchangeRates }

    func currencies() -> [Currency] { store.reference.currencyList }

    func baseCurrency() -> String {
        store.read().baseCurrency(of: session.userID, fallback: store.reference.exchangeRates.base)
    }

    func setBaseCurrency(_ code: String) throws {
        let userID = session.userID
        let own = store.read().user(userID)?.currency
        try data.update { $0.updateSettings(of: userID) { $0.baseCurrency = code == own ? nil : code } }
    }

    func now() -> Date { clock.now }
}
