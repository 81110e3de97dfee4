@testable import Exchange

@MainActor
final class FakeExchangeRouter: ExchangeRouting {
    private(set) var destinations: [ExchangeDestination] = []
    func navigate(to destination: ExchangeDestination) { destinations.append(destination) }
}
