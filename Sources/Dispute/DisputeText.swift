import SwippyCore
import SwippyData

/// What the Dispute screens say in more than one place: one wording each, and the words for SwippyData's
/// statuses and reasons.
enum DisputeText {
}

extension CardStatus {
    /// "Active", "Inactive" or "Blocked".
    var label: String {
        switch self {
        case .active: "Active"
        case .inactive: "Inactive"
        case .blocked: "Blocked"
        }
    }
}

extension DisputeReason {
    /// "Unrecognised charge", "Goods or service not received", …
    var label: String {
        switch self {
        case .unrecognisedCharge: "Unrecognised charge"
        case .chargedTwice: "Charged twice"
        case .amountDiffers: "Amount differs"
        case .notReceived: "Goods or service not received"
        case .other: "Other"
        }
    }
}

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
