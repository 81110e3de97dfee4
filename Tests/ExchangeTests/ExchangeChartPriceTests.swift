import Foundation
import SwippyCore
import SwippyData
import Testing

@testable import Exchange

/// The chart plots the price of one unit of the chosen currency in the base (€1 in rupees), in Decimal, not the
/// base's price in that currency (euro per rupee).
@MainActor
@Suite("Exchange: the chart plots the price of one unit in the base")
struct ExchangeChartPriceTests {
    func charted(_ code: String) -> ExchangeState {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        interactor.chart(code)
        return interactor.state.value
    }

    @Test func theEuroChart_isRupeesPerEuro() throws {
        let state = charted("EUR")
        #expect(state.base == "INR")
        let model = ChartPresenter.viewModel(for: state)
        #expect(model.title == "INR per 1 EUR")
        let prices = try #require(ExchangeFormat.prices(state))
        // The sample: on the last day 1 USD = ₹83.9 = €0.9, so €1 = ₹93.22…; the day before €1 = ₹83.8 / 0.8.
        #expect(prices.last == ExchangeSample.d("83.9") / ExchangeSample.d("0.9"))
        #expect(prices[prices.count - 2] == ExchangeSample.d("104.75"))
        #expect(prices.allSatisfy { $0 > 90 }, "rupees per euro, never euro per rupee")
        let chart = try #require(model.chart)
        #expect(chart.values == prices)
        #expect(chart.topLabel.hasPrefix("104.75"))
    }

    @Test func theChange_isThePricesChange() throws {
        let state = charted("EUR")
        let prices = try #require(ExchangeFormat.prices(state))
        let first = try #require(prices.first)
        let last = try #require(prices.last)
        #expect(ExchangeFormat.priceChange(state) == (last - first) / first * 100)
        #expect((ExchangeFormat.priceChange(state) ?? 0) < 0, "€1 costs fewer rupees on the last day")
    }
}
