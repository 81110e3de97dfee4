import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

/// Exchange's screens drawn by the second View (`--ui json`, `JSONView`): their view models' fields, read back as
/// JSON.
@MainActor
@Suite("Exchange screens through the JSON View")
struct ExchangeJSONScreenTests {
    /// The sample rates loaded by the real interactor, then moved by `change`.
    static func interactor(_ change: (ExchangeInteractor) -> Void = { _ in }) -> ExchangeInteractor {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        change(interactor)
        return interactor
    }

    static func drawn<P: ModulePresenter<ExchangeViewModel>>(
        _ interactor: ExchangeInteractor, _ make: (any ExchangeInteracting) -> P
    ) throws -> JSONScreen {
        try JSONScreen.drawn(make(interactor), initial: .initial, render: ExchangeView.render)
    }

    func allScreens() throws -> [JSONScreen] {
        [
            try Self.drawn(Self.interactor(), ExchangePresenter.init),
            try Self.drawn(Self.interactor { $0.open(.picker) }, PickerPresenter.init),
            try Self.drawn(Self.interactor { $0.open(.rates) }, RatesPresenter.init),
            try Self.drawn(Self.interactor { $0.chart("GBP") }, ChartPresenter.init),
            try Self.drawn(Self.interactor { $0.convert("100 EUR to JPY") }, ConverterPresenter.init),
            try Self.drawn(Self.interactor { $0.open(.movers) }, MoversPresenter.init),
        ]
    }

    @Test func everyScreenOfTheModule_isDrawnHere() throws {
        let drawn = try allScreens()
        #expect(drawn.allSatisfy { $0.type == "screen" && $0.module == "Exchange" })
        #expect(Set(drawn.compactMap(\.screen)) == (try ScreenCoverage.presenters(ofModule: "Exchange")))
    }

    @Test func theHubAndThePicker_areTheirChoices() throws {
        let screens = try allScreens()
        let hub = screens[0]
        #expect(hub.text("title") == "Exchange" && hub.text("subtitle") == "rates of 20 Nov 2026")
        #expect(hub.count("choices") == 5)
        #expect(hub.text("choices", "2") == "Converter")
        #expect(hub.prompt["numbers"] as? Int == 5)
        let picker = screens[1]
        #expect(picker.text("title") == "Base currency")
        #expect(picker.text("choices", "0") == "INR  Indian Rupee  ₹")
        #expect(picker.value("firstChoice") as? Int == 1)
    }

    @Test func ratesChartConverterAndMovers_carryTheirNumbersAsText() throws {
        let screens = try allScreens()
        let rates = screens[2]
        #expect(rates.value("header") as? [String] == ["Code", "Currency", "Rate", "Day"])
        #expect(rates.value("rows", "0", "cells") as? [String] == ["EUR", "Euro", "0.0107271", "+12.4 %"])
        #expect(rates.text("rows", "0", "direction") == "up")
        #expect(rates.prompt["words"] as? [String] == ["code", "rate", "change", "sort"])
        let chart = screens[3]
        #expect(chart.text("title") == "INR per 1 GBP")
        #expect(chart.text("chart", "maxNote") == "max 111.867 on 20 Nov 2026")
        #expect(chart.count("chart", "values") == 30)
        #expect(chart.text("chart", "values", "0") == "108")
        let converter = screens[4]
        #expect(converter.fieldValues("Result") == ["¥16,667 (JPY)"])
        #expect(converter.fieldValues("Rate") == ["1 EUR = 166.667 JPY"])
        let movers = screens[5]
        #expect(movers.value("rows", "0", "cells") as? [String] == ["EUR", "Euro", "+8.6 %"])
        #expect((movers.count("rows", "0", "trend") ?? 0) > 0)
    }
}
