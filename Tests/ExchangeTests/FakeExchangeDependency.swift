@testable import Exchange

@MainActor
final class FakeExchangeDependency: ExchangeDependency {
    let repository: FakeExchangeRepository
    init(repository: FakeExchangeRepository = FakeExchangeRepository()) { self.repository = repository }
    var exchangeRepository: any ExchangeRepository { repository }
    var exchangePageSize: Int?
}
