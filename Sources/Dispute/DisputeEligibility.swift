import SwippyData

/// Whether a transaction can be disputed, and if not why.
enum DisputeEligibility: Equatable {
    case eligible
    /// Money in cannot be disputed.
    case credit
    /// Older than the dispute window.
    case tooOld(windowDays: Int)
    /// Already has a dispute that is open or in review.
    case alreadyDisputed(id: String, status: DisputeStatus)

    /// Why it cannot be disputed, as one line; nil when it can.
    var refusal: String? {
        switch self {
        case .eligible: nil
        case .credit: "Only money going out (a debit) can be disputed."
        case .tooOld(let days): "Only debits from the last \(days) days can be disputed."
        case .alreadyDisputed(let id, let status):
            "This transaction already has \(status == .open ? "an open dispute" : "a dispute \(status.label)") (\(id))."
        }
    }

    /// A short mark for the transaction list; empty when it can be disputed.
    var mark: String {
        switch self {
        case .eligible: ""
        case .credit: "money in"
        case .tooOld: "too old"
        case .alreadyDisputed(let id, let status): "\(id) \(status.label)"
        }
    }
}
