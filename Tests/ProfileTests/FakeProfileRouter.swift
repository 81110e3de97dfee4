@testable import Profile

/// Records where the presenters asked to go.
@MainActor
final class FakeProfileRouter: ProfileRouting {
    private(set) var destinations: [ProfileDestination] = []

    func navigate(to destination: ProfileDestination) { destinations.append(destination) }
}
