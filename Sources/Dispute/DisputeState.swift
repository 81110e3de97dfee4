import Foundation
import SwippyCore
import SwippyData

/// The whole state of the disputes-and-support flows, owned by `DisputeInteractor`: the disputes as
/// last loaded, the raise draft, the dispute on the detail screen, the support email, and the last notice.
/// Every screen of these flows is a view of this one value.
struct DisputeState: Equatable {
    /// The dispute the detail screen shows, and whether it waits for "withdraw? (y/n)".
    struct Detail: Equatable {
        var id: String
        var confirmingWithdrawal = false
    }

    /// Helpline, email and hours.
    var support: SupportContacts
    /// The user's disputes, newest first.
    var list = DisputeList()
    /// The raise-a-dispute flow.
    var raise: RaiseDraft
    /// The dispute on the detail screen (nil before one is opened).
    var detail: Detail?
    /// The email-support flow.
    var email = EmailDraft()
    /// What the flow last said; each screen shows a new one once.
    var notice: Notice?

    /// A state with nothing loaded yet.
    /// The user's time zone: every moment on the disputes screens is shown in it.
    let zone: TimeZone

    init(support: SupportContacts, pageSize: Int, zone: TimeZone) {
        self.zone = zone
        self.support = support
        self.raise = RaiseDraft(pageSize: pageSize)
    }
}

extension DisputeState {
    /// Says `text` once: the next notice of this flow.
    mutating func say(_ text: String) {
        notice = Notice(text, after: notice)
    }

    /// The dispute on the detail screen, when it is loaded.
    var detailDispute: Dispute? {
        detail.flatMap { list.dispute($0.id) }
    }
}
