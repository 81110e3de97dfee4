import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange presenters: each input is one intent")
struct ExchangePresenterTests {
    let interactor = FakeExchangeInteractor()
    let view = FakeScreenView<ExchangeViewModel>()

    @Test func theHub_loadsOnStart_andANumberOpensItsScreen() {
        let presenter = ExchangePresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        #expect(interactor.calls == ["load"])
        presenter.handle("3")
        #expect(interactor.calls == ["load", "open converter"])
        presenter.handle("9")
        #expect(view.notices == [MenuInput.unknownHint("9", count: 5)])
        #expect(interactor.calls.count == 2)
    }

    @Test func thePicker_passesEveryAnswer_toTheOneIntent() {
        let presenter = PickerPresenter(interactor: interactor)
        presenter.view = view
        presenter.start()
        for input in ["pound", "", "2", "n"] { presenter.handle(input) }
        #expect(interactor.calls == ["pick pound", "pick ", "pick 2", "pick n"])
        #expect(view.notices.isEmpty)
    }

    @Test func thePicker_listsAPageOfMatches_numberedAcrossPages() {
        var state = ExchangeState()
        state.currencies = ExchangeSample.currencies
        state.picker = ChoicePicker(offered: [], noun: "currency", plural: "currencies", pageSize: 3)
        _ = state.picker.answer("a") { _ in ExchangeSample.currencies }
        _ = state.picker.answer("n") { _ in [] }
        let model = PickerPresenter.viewModel(for: state)
        #expect(model.choices.map { String($0.prefix(3)) } == ["INR", "JPY", "KWD"])
        #expect(model.firstChoice == 4)
        #expect(model.message?.hasSuffix(" 4–6 of 8 · page 2 of 3 · n next, p previous.") == true)
        #expect(model.prompt.text == "Choose a currency (1-8), or type a code or name to search")
    }

    @Test func theRates_pageSortAndChart() {
        let presenter = RatesPresenter(interactor: interactor)
        presenter.view = view
        for input in ["n", "p", "next", "rate", "sort change", "gbp"] { presenter.handle(input) }
        #expect(interactor.calls == ["next", "previous", "next", "sort rate", "sort change", "chart gbp"])
        presenter.handle("what")
        #expect(view.notices == [ExchangeText.ratesHint("what")])
    }

    @Test func theChart_zoomsResetsAndChartsAnother() {
        let presenter = ChartPresenter(interactor: interactor)
        presenter.view = view
        for input in ["z 2026-11-01 2026-11-10", "zoom 1 Nov 2026 to 2 Nov 2026", "a", "jpy"] {
            presenter.handle(input)
        }
        #expect(
            interactor.calls == [
                "zoom  2026-11-01 2026-11-10", "zoom  1 Nov 2026 to 2 Nov 2026", "resetZoom", "chart jpy",
            ])
        presenter.handle("12")
        #expect(view.notices == [ExchangeText.chartHint("12")])
    }

    @Test func theConverter_passesTheLine_andTheMoversChart() {
        let converter = ConverterPresenter(interactor: interactor)
        converter.handle("100 EUR to JPY")
        let movers = MoversPresenter(interactor: interactor)
        movers.view = view
        movers.handle("eur")
        movers.handle("1")
        #expect(interactor.calls == ["convert 100 EUR to JPY", "chart eur"])
        #expect(view.notices == [ExchangeText.moversHint("1")])
    }
}
