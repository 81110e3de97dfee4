import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange: the picker's range, an out-of-range number, a when not zoomed")
struct ExchangeFixesTests {
    let interactor = FakeExchangeInteractor()
    let router = FakeExchangeRouter()
    let view = FakeScreenView<ExchangeViewModel>()

    func picker(matches: [Currency]) -> PickerPresenter {
        let presenter = PickerPresenter(interactor: interactor, router: router)
        presenter.view = view
        var state = ExchangeState()
        state.matches = matches
        state.query = "x"
        state.step = .picker
        interactor.state.send(state)
        return presenter
    }

    @Test func thePickerPrompt_saysItsRange() {
        var state = ExchangeState()
        state.matches = ExchangeSample.currencies
        let count = min(PickerPresenter.shown, state.matches.count)
        #expect(
            PickerPresenter.viewModel(for: state).prompt.text
                == "Choose a currency (1-\(count)), or type a code or name to search")
        state.matches = []
        #expect(PickerPresenter.viewModel(for: state).prompt.text == "Type a code or name to search")
    }

    @Test func aNumberPastTheList_isARangeError_notASearch() {
        let presenter = picker(matches: ExchangeSample.currencies)
        let count = min(PickerPresenter.shown, ExchangeSample.currencies.count)
        presenter.handle("16")
        #expect(interactor.calls.isEmpty)
        #expect(
            view.notices == [
                "There is no currency 16 on the list: type a number 1-\(count), or a code or name to search."
            ])
    }

    @Test func theMatchLine_isTheOneProfileSays() {
        var state = ExchangeState()
        state.matches = ExchangeSample.currencies
        state.query = "x"
        let rated = state.matches.filter { state.rates.quote($0.code) != nil }.count
        let line = CurrencyList.matchLine(count: state.matches.count, query: "x", withRates: rated) + "."
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
