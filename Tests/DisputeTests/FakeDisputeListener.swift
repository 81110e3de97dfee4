@testable import Dispute

/// Counts how often Dispute hands back to its host.
@MainActor
final class FakeDisputeListener: DisputeListener {
    private(set) var finishCallCount = 0

    func disputeDidFinish() { finishCallCount += 1 }
}
