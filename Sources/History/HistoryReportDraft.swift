import SwippyData

/// A report waiting for its yes: the days it covers, how many transactions they hold, where it goes.
struct HistoryReportDraft: Equatable {
    var from: DateInput.Day
    var to: DateInput.Day
    /// Every transaction of those days (search and filters aside).
    var count: Int
    /// The address the report is mailed to.
    var address: String
}
