import Foundation
import SwippyCore
import SwippyData

/// The flow's whole state: the history loaded once, the filter, the rows it gives (paged by slicing),
/// the screen reached and what the flow last said.
struct HistoryState: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    enum Step: Equatable {
        case list
        case details(String)
        case filters
        case chart
        case export
        /// The file at this path exists: overwrite? (y/n)
        case confirmOverwrite(String)
        case report
        /// The days were typed: send this report? (y/n)
        case confirmReport(ReportDraft)
    }

    /// A report waiting for its yes: the days it covers, how many transactions they hold, where it goes.
    struct ReportDraft: Equatable {
        var from: DateInput.Day
        var to: DateInput.Day
        /// Every transaction of those days (search and filters aside).
        var count: Int
        /// The address the report is mailed to.
        var address: String
    }

    /// The user's time zone, set by the interactor: rows show local date and time in it.
    var zone = SwippyDate.utc
    /// The file name Enter exports to, set when the export step starts (today's date in `zone`).
    var exportName = ""
    var phase: Phase = .loading
    /// When the history was loaded: rows of this year leave the year out.
    var loadedAt: Date?
    var step: Step = .list
    var query = TransactionQuery(history: [], holderNames: [:])
    /// The categories in the history, found when the filters first need them (a walk of the whole history,
    /// which opening History does not pay); nil until then and again after the history changed.
    var categories: [String]?
    var filter = TransactionFilter()
    /// The rows the filter gives, newest first; pages are slices of it.
    var rows = TransactionRows()
    var paging = Paging(pageSize: 10)
    var totals: TransactionTotals?
    /// Money out per month, last six, oldest first: computed when the chart opens.
    var spending: [MonthlyAmount] = []
    /// The disputes raised on the transaction the details screen shows.
    var disputes: [Dispute] = []
    /// The transaction on the details screen is shown as plain lines to copy.
    var sharing = false
    var notice: Notice?

    /// The accounts and cards a filter can name (`account N`), sorted by name: (id or card number, name).
    var holders: [(key: String, value: String)] {
        query.holderNames.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value < $1.value }
    }

    /// The transaction the details screen shows.
    var detailed: Transaction? {
        guard case .details(let id) = step else { return nil }
        return rows.first { $0.id == id } ?? query.history.first { $0.id == id }
    }
}
