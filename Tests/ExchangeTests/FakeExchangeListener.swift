@testable import Exchange

/// A host for router and builder tests: records every chosen item.
@MainActor
final class FakeExchangeListener: ExchangeListener {
    private(set) var chosenItems: [String] = []

    func exchangeDidChoose(_ item: String) {
        chosenItems.append(item)
    }
}
