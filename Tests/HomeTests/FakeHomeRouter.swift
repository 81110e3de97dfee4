@testable import Home

/// Counts and records where the home presenter asks to go.
@MainActor
final class FakeHomeRouter: HomeRouting {
    private(set) var destinations: [HomeDestination] = []
    var navigateCallCount: Int { destinations.count }

    func navigate(to destination: HomeDestination) {
        destinations.append(destination)
    }
}
