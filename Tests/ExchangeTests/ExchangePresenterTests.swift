import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange presenters: each input is one intent")
struct ExchangePresenterTests {
    let interactor = FakeExchangeInteractor()
    let router = FakeExchangeRouter()
    let view = FakeScreenView<ExchangeViewModel>()

    @Test func theHub_loadsOnStart_andANumberOpensItsScreen() {
        let presenter = ExchangePresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        #expect(interactor.calls == ["load"])
        presenter.handle("3")
        #expect(interactor.calls == ["load", "open converter"])
        presenter.handle("9")
        #expect(view.notices == [MenuInput.unknownHint("9", count: 5)])
        #expect(interactor.calls.count == 2)
    }

    @Test func thePicker_searchesText_andANumberChooses() {
        let presenter = PickerPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.start()
        var state = ExchangeState()
        state.matches = ExchangeSample.currencies
        state.step = .picker
        interactor.state.send(state)
        presenter.handle("pound")
        presenter.handle("")
        #expect(interactor.calls == ["search pound", "search "])
        presenter.handle("2")
        #expect(interactor.calls.last == "chooseBase 1")
    }

    @Test func thePicker_refusesANumberPastTheListShown() {
        let presenter = PickerPresenter(interactor: interactor, router: router)
        presenter.view = view
        var state = ExchangeState()
        state.matches = Array(ExchangeSample.currencies.prefix(2))
        interactor.state.send(state)
        presenter.handle("3")
        #expect(interactor.calls.isEmpty)
        #expect(view.notices.count == 1)
    }

    @Test func theRates_pageSortAndChart() {
        let presenter = RatesPresenter(interactor: interactor, router: router)
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
        let movers = MoversPresenter(interactor: interactor, router: router)
        movers.view = view
        movers.handle("eur")
        movers.handle("1")
        #expect(interactor.calls == ["convert 100 EUR to JPY", "chart eur"])
        #expect(view.notices == [ExchangeText.moversHint("1")])
    }
}
