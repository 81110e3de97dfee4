import Foundation
import SwippyCore
import SwippyData

// MARK: - Toward the host

/// What the host must give History.
@MainActor
public protocol HistoryDependency: AnyObject {
    /// Where History reads the user's transactions and writes exports and reports.
    var historyRepository: any HistoryRepository { get }
    /// The time source for "today", "30d", the default file name and the spending chart.
    var historyClock: any WallClock { get }
    /// The user's local time zone: rows show local date and time, typed days are local days.
    var historyTimeZone: TimeZone { get }
    /// Rows per page.
    var historyPageSize: Int { get }
}

/// What History asks of its host: the flows it opens in other features.
@MainActor
public protocol HistoryListener: AnyObject {
    /// The user asked to send `transaction` again: the host opens Transfer prefilled from it.
    func historyDidRequestRepeat(of transaction: Transaction)
    /// The user asked to dispute `transaction`: the host opens Dispute's raise flow.
    func historyDidRequestDispute(of transaction: Transaction)
}

/// Where History reads the signed-in user's data. The app adapts its wallet store to this.
@MainActor
public protocol HistoryRepository: AnyObject {
    /// The user's whole history (newest first), ready to search and filter.
    func query() throws -> TransactionQuery
    /// The currency totals are shown in.
    func baseCurrency() -> String
    /// The rates totals are converted with.
    func exchangeRates() -> ExchangeRates
    /// ISO codes a currency filter may name.
    func knownCurrencies() -> [String]
    /// The disputes raised on the transaction with `id`.
    func disputes(ofTransaction id: String) -> [Dispute]
    /// True when something is already at `path`.
    func fileExists(at path: String) -> Bool
    /// Writes to `path` atomically the chunks `produce` hands on (`rows` transactions); throws a one-line reason.
    func writeFile(to path: String, rows: Int, _ produce: (([UInt8]) throws -> Void) throws -> Void) throws
    /// The address a report is mailed to (shown before the user confirms).
    func reportAddress() -> String
    /// Mails a report to `reportAddress()`, recorded in the outbox with the sender; returns the address it went to.
    func sendReport(subject: String, body: String) throws -> String
}

// MARK: - Between the layers

/// The intents of History. Each changes `state` with one `update`.
@MainActor
protocol HistoryInteracting: AnyObject {
    var state: ObservableValue<HistoryState> { get }
    func load()
    /// Search for `text` (empty clears the search).
    func search(_ text: String)
    /// One line typed on the filters screen: "from 1 Nov 2026", "min 500", "out", "clear currency", "clear all".
    func applyFilter(_ line: String)
    func clearAll()
    /// Turns the list one page `forward` (or back); says so when there is no page there.
    func turnPage(forward: Bool)
    /// "3" from "page 3".
    func goToPage(_ text: String)
    /// Opens the row at zero-based `index` of the whole list (rows are numbered across pages).
    func openRow(at index: Int)
    func share()
    func open(_ step: HistoryState.Step)
    /// The path typed on the export screen (empty: the default name).
    func export(to path: String)
    func answerOverwrite(_ answer: YesNo?)
    /// "FROM to TO" typed on the report screen: asks to confirm (to whom, the days, how many transactions).
    func sendReport(_ range: String)
    /// The answer to "Send it? (y/n)" on the report screen.
    func answerReport(_ answer: YesNo?)
}

/// What the details presenter, the one that leaves the module, asks of the router.
@MainActor
protocol HistoryRouting: AnyObject {
    func navigate(to destination: HistoryDestination)
}

/// Where History hands the user to the host. History's own screens follow the state's step (the router
/// observes it), so they are not here.
enum HistoryDestination: Equatable {
    case repeatTransfer(Transaction)
    case dispute(Transaction)
}
