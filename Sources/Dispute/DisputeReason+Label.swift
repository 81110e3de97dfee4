import SwippyData

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
