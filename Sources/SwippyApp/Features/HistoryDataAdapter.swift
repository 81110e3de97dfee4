import Foundation
import History
import SwippyCore
import SwippyData
import SwippyStorage
import SwippyText
import Transfer

/// Adapts the wallet store to the History module, for the signed-in user: the history read once per
/// visit, files written atomically, reports put in the support outbox with the sender recorded.
@MainActor
final class HistoryDataAdapter: HistoryDependency, HistoryRepository {
    private let store: WalletStore
    private let session: AppSession
    private let data: WalletDataAdapter
    private let clock: any WallClock
    private let timeZone: TimeZone
    /// The terminal's rows and columns when History opens (rows nil without a terminal).
    private let height: () -> (rows: Int?, columns: Int)

    init(
        store: WalletStore, session: AppSession, data: WalletDataAdapter, clock: any WallClock, timeZone: TimeZone,
        height: @escaping () -> (rows: Int?, columns: Int) = { (nil, 80) }
    ) {
        self.height = height
        self.store = store
        self.session = session
        self.data = data
        self.clock = clock
        self.timeZone = timeZone
    }

    var historyRepository: any HistoryRepository { self }
    var historyClock: any WallClock { clock }
    var historyTimeZone: TimeZone { timeZone }
    /// As many rows as the terminal holds beside the list's other lines; config.page_size without a terminal.
    var historyPageSize: Int {
        let terminal = height()
        return PageFit.rows(
            height: terminal.rows, width: terminal.columns, reserved: PageFit.historyReserved,
            fallback: store.reference.config.pageSize)
    }

    /// The signed-in user's history and its index, made at the first search or filter (`DeferredIndex`); on a
    /// terminal, a line says so while a long history is read, and each search or filter over it says so while
    /// it runs (`ProgressIndex`). The history's positions and its whole totals come from the store's history
    /// index, kept as the history grows (`KeptTotalsIndex`).
    func query() throws -> TransactionQuery {
        let wallet = store.read()
        let rows = Plural.of(wallet.transactions.count, "transaction")
        return ProgressLine.run("Reading \(rows) for History") {
            let history = store.transactionHistory(ofUser: session.userID)
            let totals = store.totals(ofUser: session.userID)
            return TransactionQuery(
                userID: session.userID, wallet: wallet, reference: store.reference, history: history
            ) { history in
                // The columns are made at the first search or filter, under its progress line: opening asks none.
                let columns = DeferredIndex { ColumnIndex(history) }
                return KeptTotalsIndex(inner: ProgressIndex(inner: columns, count: history.count), totals: totals)
            }
        }
    }

    /// The same base currency as the home total.
    func baseCurrency() -> String {
        store.read().baseCurrency(of: session.userID, fallback: store.reference.exchangeRates.base)
    }

    func exchangeRates() -> ExchangeRates { store.reference.exchangeRates }

    func knownCurrencies() -> [String] { store.reference.currencies.map(\.code) }

    func disputes(ofTransaction id: String) -> [Dispute] {
        store.read().disputes.filter { $0.transactionID == id }
    }

    /// Whether a file is at `path` (a folder there is not one to replace: writing says why at once).
    func fileExists(at path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: Self.url(path).path, isDirectory: &isFolder)
            && !isFolder.boolValue
    }

    /// Streams the file to `path` (`TransactionCSV.write(to:)`), with a progress line on a terminal.
    func writeFile(to path: String, rows: Int, _ produce: (([UInt8]) throws -> Void) throws -> Void) throws {
        let grouped: @Sendable (Int) -> String = { DigitGrouping.thousands.count($0) }
        try ProgressLine.run("Exporting \(Plural.of(rows, "transaction"))", of: rows, counted: grouped) {
            try TransactionCSV.write(to: Self.url(path), produce)
        }
    }

    /// Mails the report to the signed-in user's own address (replies go to support), recorded in the outbox
    /// with its sender; a user without an email address gets it through support.
    func reportAddress() -> String {
        let email = store.read().user(session.userID)?.email.trimmingCharacters(in: .whitespaces) ?? ""
        return email.isEmpty ? store.reference.support.email : email
    }

    func sendReport(subject: String, body: String) throws -> String {
        let support = store.reference.support.email
        let to = reportAddress()
        let message = OutboxMessage(
            id: "", to: to, subject: subject, body: body, sentAt: clock.now, senderUserID: session.userID,
            replyTo: support)
        _ = try data.update { $0.sendSupportEmail(message) }
        return to
    }

    /// What repeating `transaction` prefills in Transfer: the account it left, the payee found again by
    /// the name the debit recorded (an own account, a saved beneficiary, another Swippy user), the amount
    /// and the note. Nil (with the reason) for money in, card spending and card payments.
    func transferPrefill(repeating transaction: Transaction) -> Result<TransferPrefill, HistoryRepeatRefusal> {
        guard
            let prefill = TransferPrefill.repeating(
                transaction, userID: session.userID, wallet: store.read(), ledger: Ledger(reference: store.reference))
        else {
            return .failure(HistoryRepeatRefusal("Only a transfer you sent from one of your accounts can be repeated."))
        }
        return .success(prefill)
    }

    /// `path` as typed: relative to the working directory, "~/" for the home folder.
    static func url(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return URL(
            fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ).standardizedFileURL
    }
}
