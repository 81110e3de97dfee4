import SwippyData

/// A transaction with whether it can be disputed.
struct DisputableTransaction: Equatable {
    var transaction: Transaction
    var eligibility: DisputeEligibility
}
