@testable import Exchange

/// What a test host gives the module.
@MainActor
final class FakeExchangeDependency: ExchangeDependency {
    let exchangeRepository: any ExchangeRepository

    init(repository: any ExchangeRepository) {
        exchangeRepository = repository
    }
}
