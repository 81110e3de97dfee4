import SwippyCore
import SwippyData

/// Words shown for the data enums Dispute displays.
extension DisputeReason {
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

extension CardStatus {
    var label: String {
        switch self {
        case .active: "Active"
        case .inactive: "Inactive"
        case .blocked: "Blocked"
        }
    }
}
