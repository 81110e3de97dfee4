@testable import Exchange

@MainActor
final class FakeExchangeListener: ExchangeListener {
    private(set) var bases: [String] = []
    func exchangeDidChangeBase(to code: String) { bases.append(code) }
}
