import SwippyCore
import SwippyData

extension DisputeStatus {
    /// "open", "in review", …
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
