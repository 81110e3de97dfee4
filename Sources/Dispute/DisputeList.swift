import SwippyCore
import SwippyData

/// The user's disputes as last loaded, with the transactions they are about.
struct DisputeList: Equatable {
    enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    var phase: Phase = .loading
    /// Newest first.
    var disputes: [Dispute] = [] {
        didSet { paging = paging.resized(to: disputes.count) }
    }
    /// What each disputed transaction was, by transaction id, for display.
    var transactions: [String: Transaction] = [:]
    /// The page of `disputes` shown (SwippyCore's one paging and numbering).
    var paging: Paging

    /// A list; its paging starts on the first page of `pageSize`.
    init(phase: Phase = .loading, disputes: [Dispute] = [], transactions: [String: Transaction] = [:], pageSize: Int = 6) {
        self.phase = phase
        self.disputes = disputes
        self.transactions = transactions
        paging = Paging(itemCount: disputes.count, pageSize: pageSize)
    }

    /// The dispute with `id`, if loaded.
    func dispute(_ id: String) -> Dispute? { disputes.first { $0.id == id } }
}
