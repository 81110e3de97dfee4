import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange: the picker's range, an out-of-range number, a when not zoomed")
struct ExchangeFixesTests {
    let interactor = FakeExchangeInteractor()
    let view = FakeScreenView<ExchangeViewModel>()

    /// A state whose picker lists `currencies` as a search's matches.
    static func listing(_ currencies: [Currency]) -> ExchangeState {
        var state = ExchangeState()
        state.currencies = currencies
        _ = state.picker.answer("x") { _ in currencies }
        return state
    }

    @Test func thePickerPrompt_saysItsRange() {
        let state = Self.listing(ExchangeSample.currencies)
        #expect(
            PickerPresenter.viewModel(for: state).prompt.text
                == "Choose a currency (1-8), or type a code or name to search")
        #expect(PickerPresenter.viewModel(for: ExchangeState()).prompt.text == "Type a code or name to search")
    }

    @Test func aNumberPastTheList_isARangeError_notASearch() {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        interactor.open(.picker)
        interactor.pick("16")
        #expect(
            interactor.state.value.notice?.text
                == "There is no currency 16 on the list: type a number 1-5, or a code or name to search.")
        #expect(interactor.state.value.picker.query.isEmpty)
    }

    @Test func theMatchLine_isTheOneProfileSays() {
        let state = Self.listing(ExchangeSample.currencies)
        let rated = state.picker.items.filter { state.rates.quote($0.code) != nil }.count
        let line = CurrencyList.matchLine(count: 8, query: "x", withRates: rated) + "."
        #expect(PickerPresenter.viewModel(for: state).message == line)
    }

    @Test func all_whenNotZoomed_saysSo_andWhenZoomedShowsAllQuietly() {
        let exchange = ExchangeInteractor(repository: FakeExchangeRepository())
        exchange.load()
        exchange.zoom("2026-11-01 2026-11-10")
        #expect(exchange.state.value.isZoomed)
        let before = exchange.state.value.notice
        exchange.resetZoom()
        #expect(!exchange.state.value.isZoomed)
        #expect(exchange.state.value.notice == before)
        exchange.resetZoom()
        #expect(exchange.state.value.notice?.text == "Already showing all 30 days.")
    }
}
