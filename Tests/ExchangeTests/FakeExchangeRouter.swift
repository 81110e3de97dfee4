@testable import Exchange

/// A router for presenter tests: presenters only hold it (the real one follows the state).
@MainActor
final class FakeExchangeRouter: ExchangeRouting {}
