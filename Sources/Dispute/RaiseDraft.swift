import SwippyCore
import SwippyData

/// The raise-a-dispute flow, step by step: a card or account, one of its transactions (newest first,
/// paged), a reason, a description, then confirmation; `raised` once it is saved.
struct RaiseDraft: Equatable {
    enum Step: Equatable {
        case source, transaction, reason, description, confirm
        /// Saved: the dispute's detail screen takes over.
        case raised(id: String)
    }

    var step = Step.source
    /// True when another feature chose the transaction (History's "dispute"): the flow then starts at the
    /// reason, and stepping back from there leaves it, back to where the user came from.
    var startedOnTransaction = false
    /// Why the cards and accounts could not be read, if they could not.
    var loadError: String?
    /// The cards and accounts to choose from; their paging follows their count.
    var sources: [DisputeSource] = [] {
        didSet { sourcePaging = sourcePaging.resized(to: sources.count) }
    }
    /// The page of `sources` shown.
    var sourcePaging: Paging
    var source: DisputeSource?
    /// The chosen source's transactions, newest first.
    var transactions: [DisputableTransaction] = [] {
        didSet { paging = paging.resized(to: transactions.count) }
    }
    var paging: Paging
    var transaction: Transaction?
    var reason: DisputeReason?
    /// The checked description (trimmed; may be empty when the reason allows it).
    var description = ""

    /// A draft at its first step.
    init(pageSize: Int) {
        paging = Paging(pageSize: pageSize)
        sourcePaging = Paging(pageSize: pageSize)
    }

    /// The transactions on the page shown.
    var visibleTransactions: [DisputableTransaction] { paging.visible(transactions) }
}
