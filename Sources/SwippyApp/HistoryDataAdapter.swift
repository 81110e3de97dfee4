import Foundation
import History
import SwippyCore
import SwippyData

/// Adapts the wallet store to the History module, for the signed-in user: the history read once per
/// visit, files written atomically, reports put in the support outbox with the sender recorded.
@MainActor
final class HistoryDataAdapter: HistoryDependency, HistoryRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock
    private let timeZone: TimeZone

    init(store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone = .current) {
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
        self.timeZone = timeZone
    }

    var historyRepository: any HistoryRepository { self }
    var historyClock: any WallClock { clock }
    var historyTimeZone: TimeZone { timeZone }
    var historyPageSize: Int { store.reference.config.pageSize }

    func query() throws -> TransactionQuery {
        TransactionQuery(userID: session.userID, wallet: store.wallet, reference: store.reference)
    }

    /// The same base currency as the home total.
    func baseCurrency() -> String {
        store.wallet.settings.baseCurrency ?? store.wallet.user(session.userID)?.currency ?? store.reference.exchangeRates.base
    }

    func exchangeRates() -> ExchangeRates { store.reference.exchangeRates }

    func knownCurrencies() -> [String] { store.reference.currencies.map(\.code) }

    func disputes(ofTransaction id: String) -> [Dispute] {
        store.wallet.disputes.filter { $0.transactionID == id }
    }

    func fileExists(at path: String) -> Bool {
        FileManager.default.fileExists(atPath: Self.url(path).path)
    }

    func writeFile(_ text: String, to path: String) throws {
        try TransactionCSV.write(text, to: Self.url(path))
    }

    func sendReport(subject: String, body: String) throws -> String {
        let support = store.reference.support.email
        let user = store.wallet.user(session.userID)
        let message = OutboxMessage(
            id: "", to: support, subject: subject, body: body, sentAt: clock.now, senderUserID: session.userID,
            replyTo: user?.email)
        _ = try data.update { $0.sendSupportEmail(message) }
        return support
    }

    /// `path` as typed: relative to the working directory, "~/" for the home folder.
    static func url(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
    }
}
