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
    var disputes: [Dispute] = []
    /// What each disputed transaction was, by transaction id, for display.
    var transactions: [String: Transaction] = [:]

    /// The dispute with `id`, if loaded.
    func dispute(_ id: String) -> Dispute? { disputes.first { $0.id == id } }
}
