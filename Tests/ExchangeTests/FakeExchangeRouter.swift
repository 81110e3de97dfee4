@testable import Exchange

/// A router for presenter tests: records every destination.
@MainActor
final class FakeExchangeRouter: ExchangeRouting {
    private(set) var destinations: [ExchangeDestination] = []

    func navigate(to destination: ExchangeDestination) {
        destinations.append(destination)
    }
}
