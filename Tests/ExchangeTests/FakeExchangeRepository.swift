@testable import Exchange

/// Items from memory, with a call count and a switchable failure.
@MainActor
final class FakeExchangeRepository: ExchangeRepository {
    var available: [String]
    var failure: (any Error)?
    private(set) var itemsCallCount = 0

    init(items: [String] = []) {
        available = items
    }

    func items() throws -> [String] {
        itemsCallCount += 1
        if let failure { throw failure }
        return available
    }
}
