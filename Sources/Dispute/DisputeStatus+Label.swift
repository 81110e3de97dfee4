import SwippyCore
import SwippyData

extension DisputeStatus {
    /// "open", "in review", …: the one word for a status on every Dispute screen (hub marks, lists, details,
    /// timelines, refusals).
    var label: String {
        switch self {
        case .open: "open"
        case .inReview: "in review"
        case .resolved: "resolved"
        case .rejected: "rejected"
        case .withdrawn: "withdrawn"
        }
    }

    /// The colour of the status pill.
    var tone: Tone {
        switch self {
        case .open, .inReview: .warning
        case .resolved: .good
        case .rejected: .bad
        case .withdrawn: .muted
        }
    }
}
