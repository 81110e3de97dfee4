import Foundation
import SwippyCore
import SwippyData
import SwippyTestSupport
import Testing

@testable import Exchange

@MainActor
@Suite("Exchange views: whole screens at 80 and 40 columns, colour off and on")
struct ExchangeViewTests {
    static func state() -> ExchangeState {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        return interactor.state.value
    }

    @Test func theHub() {
        #expect(
            Snapshot.checkScreen(named: "hub") {
                ExchangeView.render(ExchangePresenter.viewModel(for: Self.state()), $0)
            } == nil)
    }

    @Test func thePicker_popular_andTwoSearches_withACurrencyWithoutRatesMarked() {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        let popular = interactor.state.value
        interactor.pick("rupee")
        let rupee = interactor.state.value
        interactor.pick("a")
        let many = interactor.state.value
        #expect(
            Snapshot.checkScreen(named: "picker") { context in
                [popular, rupee, many].flatMap { ExchangeView.render(PickerPresenter.viewModel(for: $0), context) }
            } == nil)
    }

    @Test func theRates_upAndDownColouredOnlyWithColour() {
        #expect(
            Snapshot.checkScreen(named: "rates") {
                ExchangeView.render(RatesPresenter.viewModel(for: Self.state()), $0)
            } == nil)
        let plain = ExchangeView.render(RatesPresenter.viewModel(for: Self.state()), RenderContext(width: 80)).joined()
        #expect(plain.contains("+12.4 %"))
        #expect(plain.contains("\u{2212}"))
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func theChart_ASCIIAndUTF8_andZoomed() {
        var state = Self.state()
        state.chartCode = "JPY"
        #expect(
            Snapshot.checkScreen(named: "chart-ascii") { ExchangeView.render(ChartPresenter.viewModel(for: state), $0) }
                == nil)
        let utf8 = [RenderContext(width: 80, utf8: true), RenderContext(width: 40, utf8: true)].flatMap { context in
            ["── \(context.width) columns, UTF-8 ──"]
                + ExchangeView.render(ChartPresenter.viewModel(for: state), context)
        }
        #expect(Snapshot.check(utf8, named: "chart-utf8") == nil)
        state.chartDays = 18...22
        state.isZoomed = true
        #expect(
            Snapshot.check(
                ExchangeView.render(ChartPresenter.viewModel(for: state), RenderContext(width: 60)),
                named: "chart-zoomed") == nil)
    }

    @Test func theChart_zoomedPastTheData_endsOnItsLastDay_andSaysSo() {
        let repository = FakeExchangeRepository()
        repository.today = ExchangeSample.asOf.addingTimeInterval(2 * 86_400)
        let interactor = ExchangeInteractor(repository: repository)
        interactor.load()
        interactor.chart("EUR")
        interactor.zoom("2026-11-15 today")
        let model = ChartPresenter.viewModel(for: interactor.state.value)
        #expect(model.notice?.text == "Rates end on 20 Nov 2026; showing to then.")
        let lines = ExchangeView.render(model, RenderContext(width: 60))
        #expect(lines.contains { $0.contains("Euro, zoomed to 6 days") })
        #expect(
            lines.contains { $0.hasSuffix("20 Nov 2026") && $0.contains("15 Nov 2026") },
            "the axis runs from the first day typed to the data's last")
        #expect(!lines.joined().contains("22 Nov 2026"))
    }

    @Test func theConverter_andTheMovers() {
        let interactor = ExchangeInteractor(repository: FakeExchangeRepository())
        interactor.load()
        interactor.convert("100 EUR to JPY")
        #expect(
            Snapshot.checkScreen(named: "converter") {
                ExchangeView.render(ConverterPresenter.viewModel(for: interactor.state.value), $0)
            } == nil)
        #expect(
            Snapshot.checkScreen(named: "movers") { context in
                ExchangeView.render(MoversPresenter.viewModel(for: Self.state()), context)
                    + ExchangeView.render(
                        MoversPresenter.viewModel(for: Self.state()), RenderContext(width: context.width, utf8: true))
            } == nil)
    }

    @Test func theRates_atFourWidths_keepEveryRateWhole_andAligned() {
        let model = RatesPresenter.viewModel(for: Self.state())
        #expect(Snapshot.checkWidths(named: "rates-widths") { ExchangeView.render(model, $0) } == nil)
        let rates = model.rows.compactMap { $0.cells.count > 2 ? $0.cells[2] : nil }
        #expect(!rates.isEmpty)
        for width in Snapshot.layoutWidths {
            let lines = ExchangeView.render(model, RenderContext(width: width))
            #expect(
                LayoutCheck.problems(lines, width: width, kept: rates, aligned: rates, prompt: model.prompt.text) == [])
        }
    }
}
