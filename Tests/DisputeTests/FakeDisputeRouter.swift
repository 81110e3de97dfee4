@testable import Dispute

/// Records where a presenter navigates.
@MainActor
final class FakeDisputeRouter: DisputeRouting {
    private(set) var destinations: [DisputeDestination] = []
    var navigateCallCount: Int { destinations.count }

    func navigate(to destination: DisputeDestination) { destinations.append(destination) }
}
